import type { NotificationTexts } from './notification-texts';

/** The notification texts in Hindi (notification-texts-en.ts in Hindi: the same keys and placeholders). */
export const NOTIFICATION_TEXTS_HI: NotificationTexts = {
  need: {
    legacy: '{{bloodGroup}} रक्त',
    RED_CELLS_one: '{{bloodGroup}} लाल रक्त कोशिकाओं की {{count}} यूनिट',
    RED_CELLS_other: '{{bloodGroup}} लाल रक्त कोशिकाओं की {{count}} यूनिट',
    WHOLE_BLOOD_one: '{{bloodGroup}} संपूर्ण रक्त की {{count}} यूनिट',
    WHOLE_BLOOD_other: '{{bloodGroup}} संपूर्ण रक्त की {{count}} यूनिट',
    PLATELETS_one: '{{bloodGroup}} प्लेटलेट्स (एफेरेसिस) की {{count}} यूनिट',
    PLATELETS_other: '{{bloodGroup}} प्लेटलेट्स (एफेरेसिस) की {{count}} यूनिट',
    PLASMA_one: '{{bloodGroup}} प्लाज़्मा की {{count}} यूनिट',
    PLASMA_other: '{{bloodGroup}} प्लाज़्मा की {{count}} यूनिट',
    ANY_GROUP_one: 'किसी भी ग्रुप का {{count}} दाता ({{bloodGroup}} के बदले)',
    ANY_GROUP_other: 'किसी भी ग्रुप के {{count}} दाता ({{bloodGroup}} के बदले)',
  },
  requestAlert: {
    title: 'तुरंत रक्तदान की ज़रूरत',
    body: '{{applicant}} को {{place}} {{date}} तक {{need}} चाहिए।',
    bodyNear: '{{applicant}} को आपसे लगभग {{distanceKm}} किमी दूर, {{place}}, {{date}} तक {{need}} चाहिए।',
    bodyVeryNear: '{{applicant}} को आपसे 1 किमी से कम दूरी पर, {{place}}, {{date}} तक {{need}} चाहिए।',
    inDistrict: '{{district}} में',
    atHospital: '{{hospital}}, {{district}} में',
    action: '{{applicant}} की मदद करें',
    view: 'अनुरोध देखें',
    state: {
      HELPED: 'आपने इस अनुरोध पर मदद की पेशकश की है।',
      FULFILLED: 'यह अनुरोध पूरा हो गया। धन्यवाद।',
      CLOSED: 'यह अनुरोध बंद है: अब इसे रक्तदाताओं की ज़रूरत नहीं है।',
    },
    help: 'मदद के लिए तैयार हूँ',
  },
  helpOffered: {
    title: 'किसी ने मदद की पेशकश की',
    body: '{{helperName}} ने {{applicant}} की मदद की पेशकश की है। उनका संपर्क विवरण आपके अनुरोध पर है।',
    action: 'मदद करने वाले देखें',
  },
  requestFulfilled: {
    title: 'अनुरोध पूरा हुआ',
    body: '{{applicant}} का जिस अनुरोध में आपने मदद की पेशकश की थी, वह पूरा हो गया है। मदद के लिए धन्यवाद!',
  },
  requestClosed: {
    title: 'अब ज़रूरत नहीं',
    fulfilled: '{{district}} में {{need}} का अनुरोध पूरा हो गया है। मदद के लिए तैयार रहने के लिए धन्यवाद।',
    cancelled: '{{district}} में {{need}} का अनुरोध बंद कर दिया गया है। मदद के लिए तैयार रहने के लिए धन्यवाद।',
  },
  campReminder: {
    title: 'कल रक्तदान शिविर है',
    body: '{{title}} कल, {{date}} को {{time}} बजे, {{district}} में है। रक्तदान के लिए आने का धन्यवाद!',
    action: 'शिविर देखें',
  },
  donationHelped: {
    title: 'आपके रक्तदान से मदद मिली',
    body: '{{date}} को आपके रक्तदान से {{patient}} की मदद हुई। रक्तदान के लिए धन्यवाद!',
    action: 'मेरे रक्तदान',
  },
  donationReminder: {
    title: 'आप फिर से रक्तदान कर सकते हैं',
    body: '{{date}} से आप फिर से रक्तदान कर सकते हैं। उपलब्ध रहने के लिए धन्यवाद।',
    action: 'मेरे रक्तदान',
  },
};
