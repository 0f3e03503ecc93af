import type { Texts } from '../texts';
import type english from '../en/moderation';

/** en/moderation.ts in Hindi: the same keys (the type and the catalogue test check it). */
const moderation: Texts<typeof english> = {
  queue: 'कतार',
  log: 'लॉग',
  loading: 'मॉडरेशन कतार लोड हो रही है',
  loadingLog: 'मॉडरेशन लॉग लोड हो रहा है',
  emptyQueue: 'समीक्षा के लिए कुछ भी बाकी नहीं है।',
  emptyLog: 'अभी तक कोई मॉडरेशन कार्रवाई नहीं हुई।',
  loadFailed: 'यह लोड नहीं हो सका। फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  type: { REQUEST: 'रक्त अनुरोध', CAMPAIGN: 'अभियान' },
  held: { UPI_ID: 'रोका गया: इसमें UPI ID है', BANK_ACCOUNT: 'रोका गया: इसमें बैंक खाता है', ASKS_FOR_MONEY: 'रोका गया: इसमें पैसे माँगे गए हैं' },
  hiddenByReports: 'शिकायतों से छिपा',
  visible: 'अभी सार्वजनिक',
  reporters_one: '{{count}} भरोसेमंद शिकायतकर्ता',
  reporters_other: '{{count}} भरोसेमंद शिकायतकर्ता',
  reasonsHeading: 'कारण के अनुसार शिकायतें',
  noReports: 'कोई शिकायत नहीं',
  reportReason: { SCAM: 'पैसे माँगता है', FAKE: 'नकली', ABUSIVE: 'अपमानजनक', DUPLICATE: 'दोहराव', OTHER: 'अन्य', none: 'कोई कारण नहीं दिया' },
  author: 'लेखक',
  authorGone: 'खाता हटा दिया गया है',
  history: '{{date}} से खाता · {{posts}} पोस्ट · {{helps}} मदद · {{actions}} पिछली कार्रवाइयाँ',
  banned: 'प्रतिबंधित',
  posted: '{{date}} को {{district}} में पोस्ट किया',
  open: 'खोलें',
  actions: { RESTORE: 'बहाल करें', HIDE: 'छिपाएँ', BAN: 'लेखक को प्रतिबंधित करें', UNBAN: 'प्रतिबंध हटाएँ' },
  actionTitle: { RESTORE: 'इसे बहाल करें', HIDE: 'इसे छिपाएँ', BAN: '{{name}} को प्रतिबंधित करें', UNBAN: '{{name}} से प्रतिबंध हटाएँ' },
  actionHint: {
    RESTORE: 'यह फिर से सबको दिखेगा; रोका गया अनुरोध अब रक्तदाताओं को सूचना भेजेगा। अब तक की शिकायतें नहीं गिनी जाएँगी।',
    HIDE: 'यह हमेशा के लिए सार्वजनिक दृश्य से हट जाएगा। लेखक को यह समीक्षाधीन दिखेगा।',
    BAN: 'लेखक के खुले अनुरोध और अभियान छिप जाएँगे, हर जगह से लॉग आउट होंगे और फिर से लॉग इन नहीं कर पाएँगे।',
    UNBAN: 'वे फिर से लॉग इन कर सकेंगे। छिपी सामग्री छिपी ही रहेगी।',
  },
  reason: 'कारण (लॉग में लिखा जाएगा)',
  confirm: 'पुष्टि करें',
  confirming: 'सहेजा जा रहा है...',
  cancel: 'रद्द करें',
  done: { RESTORE: 'बहाल किया गया', HIDE: 'छिपाया गया', BAN: 'उपयोगकर्ता प्रतिबंधित', UNBAN: 'प्रतिबंध हटाया गया' },
  logAction: { RESTORE: 'बहाल किया', HIDE: 'छिपाया', BAN: 'प्रतिबंधित किया', UNBAN: 'प्रतिबंध हटाया' },
  logTarget: { REQUEST: 'एक अनुरोध', CAMPAIGN: 'एक अभियान', USER: 'एक उपयोगकर्ता' },
  logEntry: '{{moderator}} ने {{target}} को {{action}}',
  someone: 'एक पूर्व मॉडरेटर',
  subject: 'लेखक: {{name}}',
};

export default moderation;
