import type { Texts } from '../texts';
import type english from '../en/auth';

/** en/auth.ts in Hindi: the same keys (the type and the catalogue test check it). */
const auth: Texts<typeof english> = {
  loginHeading: 'Redhope में लॉग इन करें',
  loginIntro: 'फिर से स्वागत है। रक्त का अनुरोध करने, दूसरों की मदद करने और अभियान साझा करने के लिए लॉग इन करें।',
  loggingIn: 'लॉग इन हो रहा है...',
  noAccount: 'खाता नहीं है? <signup>साइन अप</signup>',
  signupHeading: 'अपना Redhope खाता बनाएँ',
  signupIntro: 'पूरे भारत के रक्तदाताओं के समुदाय से जुड़ें। आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए।',
  creatingAccount: 'खाता बन रहा है...',
  haveAccount: 'पहले से खाता है? <login>लॉग इन</login>',
};

export default auth;
