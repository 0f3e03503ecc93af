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
  forgotLink: 'पासवर्ड भूल गए?',
  forgotHeading: 'अपना पासवर्ड रीसेट करें',
  forgotIntro: 'अपने खाते का ई-मेल पता लिखें: हम उस पर नया पासवर्ड चुनने का लिंक भेजेंगे।',
  sendLink: 'लिंक भेजें',
  sending: 'भेजा जा रहा है...',
  rememberedIt: 'याद आ गया? <login>लॉग इन</login>',
  resetHeading: 'नया पासवर्ड चुनें',
  resetIntro: 'आपके खाते के सभी सत्र समाप्त हो जाएँगे; फिर नए पासवर्ड से लॉग इन करें।',
  newPassword: 'नया पासवर्ड',
  savePassword: 'नया पासवर्ड सहेजें',
  confirmHeading: 'अपने ई-मेल पते की पुष्टि करें',
  confirmIntro: 'ई-मेल पर रक्त अनुरोध की सूचनाएँ पाने के लिए इस पते की पुष्टि करें।',
  confirmButton: 'मेरे पते की पुष्टि करें',
  undoHeading: 'ई-मेल बदलाव वापस लें',
  undoIntro: 'आपका पिछला पता वापस आ जाएगा और खाते के सभी सत्र समाप्त हो जाएँगे।',
  undoButton: 'बदलाव वापस लें',
  linkMissing: 'यह लिंक अधूरा है: इसे अपने ई-मेल से फिर से खोलें।',
  working: 'कृपया प्रतीक्षा करें...',
  toLogin: 'लॉग इन पर जाएँ',
  toForgot: 'मेरा पासवर्ड रीसेट करें',
};

export default auth;
