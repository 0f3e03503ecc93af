import type { Texts } from '../texts';
import type english from '../en/home';

/** en/home.ts in Hindi: the same keys (the type and the catalogue test check it). */
const home: Texts<typeof english> = {
  heading: 'Redhope: जीवन की साझेदारी',
  services: 'सेवाएँ',
  requestDonation: 'तुरंत रक्त का अनुरोध पोस्ट करें और अपने आस-पास के रक्तदाताओं तक पहुँचें।',
  contributeCampaign: 'अपने इलाके का कोई रक्तदान या स्वास्थ्य शिविर साझा करें।',
  healthAssistant: 'ज्योति से रक्तदान, सेहत और तंदुरुस्ती के बारे में पूछें।',
};

export default home;
