import type { Texts } from '../texts';
import type english from '../en/home';

/** en/home.ts in Hindi: the same keys (the type and the catalogue test check it). */
const home: Texts<typeof english> = {
  heading: 'Redhope: जीवन की साझेदारी',
  services: 'सेवाएँ',
  requestDonation: 'तुरंत रक्त का अनुरोध पोस्ट करें और अपने आस-पास के रक्तदाताओं तक पहुँचें।',
  contributeCampaign: 'अपने इलाके का कोई रक्तदान या स्वास्थ्य शिविर साझा करें।',
  healthAssistant: 'ज्योति से रक्तदान, सेहत और तंदुरुस्ती के बारे में पूछें।',
  nearMe: {
    heading: 'आपके आस-पास के खुले अनुरोध',
    loading: 'आपके आस-पास के खुले अनुरोध लोड हो रहे हैं',
    failed: 'आपके आस-पास के अनुरोध लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
    distance: 'लगभग {{km}} किमी दूर',
    distanceUnderOne: '1 किमी से कम दूर',
    inDistrict: 'आपके ज़िले में',
    requiredBy: '{{date}} तक चाहिए',
    urgentToday: 'आज ही चाहिए',
    helped: 'आपने मदद की पेशकश की है',
    needs: '{{applicant}} को {{need}} चाहिए',
    empty: {
      NO_BLOOD_GROUP: 'जिन अनुरोधों में आप मदद कर सकते हैं, उन्हें देखने के लिए अपना ब्लड ग्रुप जोड़ें।',
      NO_PINCODE: 'अपने आस-पास के अनुरोध देखने के लिए अपना पिनकोड जोड़ें।',
      NONE_NEARBY: 'अभी आपके आस-पास किसी खुले अनुरोध को आपके ब्लड ग्रुप की ज़रूरत नहीं है। ज़रूरत होने पर हम आपको सूचित करेंगे।',
    },
    completeProfile: 'अपनी प्रोफ़ाइल पूरी करें',
  },
};

export default home;
