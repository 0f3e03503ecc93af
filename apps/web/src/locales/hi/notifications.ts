import type { Texts } from '../texts';
import type english from '../en/notifications';

/** en/notifications.ts in Hindi: the same keys (the type and the catalogue test check it). */
const notifications: Texts<typeof english> = {
  loading: 'सूचनाएँ लोड हो रही हैं',
  unread: 'सूचनाएँ, {{count}} अपठित',
  loadMore: 'और दिखाएँ',
  new: 'नई',
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

export default notifications;
