import type { Texts } from '../texts';
import type english from '../en/assistant';

/** en/assistant.ts in Hindi: the same keys (the type and the catalogue test check it). */
const assistant: Texts<typeof english> = {
  title: 'सहायक ज्योति',
  greeting: 'नमस्ते, मैं ज्योति हूँ',
  intro: 'अपनी सेहत के बारे में मुझसे कुछ भी पूछें, मैं आपकी मदद करने की पूरी कोशिश करूँगी।',
  samplesLabel: 'उदाहरण के सवाल',
  samples: {
    diabetes: 'मधुमेह के लक्षण क्या हैं?',
    sleep: 'नींद की गुणवत्ता कैसे सुधारें?',
    weightLoss: 'वजन कम करने के लिए सबसे अच्छे व्यायाम कौन से हैं?',
    immunity: 'कौन से खाद्य पदार्थ रोग प्रतिरोधक क्षमता बढ़ाते हैं?',
    stress: 'तनाव को कैसे संभालें?',
  },
  conversation: 'ज्योति से बातचीत',
  you: 'आप',
  jyoti: 'ज्योति',
  inputPlaceholder: 'अपने स्वास्थ्य से जुड़े सवाल लिखें',
  send: 'भेजें',
  generating: 'जवाब तैयार हो रहा है...',
  copy: 'संदेश कॉपी करें',
  askAgain: 'फिर से पूछें',
  copyFailed: 'टेक्स्ट कॉपी नहीं हो सका',
  taskDone: 'पूरा हुआ',
  taskOpen: 'बाकी है',
  table: 'तालिका',
  emergency: {
    title: 'यह आपातकाल हो सकता है',
    titleSelfHarm: 'आप अकेले नहीं हैं',
    call: '{{number}} पर कॉल करें',
    firstAction: 'पहले यह करें',
    numbers: {
      emergency: 'आपातकाल',
      ambulance: 'एम्बुलेंस',
      teleManas: 'टेली-मानस, मानसिक स्वास्थ्य सहायता',
      teleManasTollFree: 'टेली-मानस, टोल-फ्री',
      mothersAndInfants: 'गर्भवती महिलाओं और शिशुओं के लिए वाहन',
    },
  },
};

export default assistant;
