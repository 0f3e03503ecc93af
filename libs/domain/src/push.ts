import type { RequestComponent } from './components';
import type { CampReminderParams, DonationHelpedParams, DonationReminderParams, HelpOfferedParams, RequestAlertParams, RequestFulfilledParams } from './notifications';

/**
 * Web Push texts: what a device shows for a notification, in the recipient's language. The
 * strings are the client's catalogue entries for the same notifications (apps/web/src/locales,
 * `notifications` and common's `need`), so the in-app list and the device say the same thing; a
 * push has no access to that catalogue (the server writes it while the app is closed).
 */

export const USER_LANGUAGES = ['en', 'hi'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'en';

export function isUserLanguage(value: unknown): value is UserLanguage {
  return typeof value === 'string' && (USER_LANGUAGES as readonly string[]).includes(value);
}

/** A push after a request closed, to the donors it alerted: the alert on their device is replaced. */
export interface RequestClosedParams {
  bloodGroup: string;
  district: string;
  component?: RequestComponent;
  units?: number;
  /** Fulfilled, or cancelled (or expired) by its owner. */
  fulfilled: boolean;
}

export interface PushParamsByKind {
  'request-alert': RequestAlertParams;
  'help-offered': HelpOfferedParams;
  'request-fulfilled': RequestFulfilledParams;
  'request-closed': RequestClosedParams;
  'camp-reminder': CampReminderParams;
  'donation-helped': DonationHelpedParams;
  'donation-reminder': DonationReminderParams;
}

export type PushKind = keyof PushParamsByKind;

export interface PushText {
  title: string;
  body: string;
  /** The "I can help" button of an alert. */
  helpAction?: string;
}

type NeedKey = `${RequestComponent}_${'one' | 'other'}` | 'legacy';

interface PushCatalogue {
  need: Record<NeedKey, string>;
  requestAlert: { title: string; body: string; bodyNear: string; bodyVeryNear: string; inDistrict: string; atHospital: string; help: string };
  helpOffered: { title: string; body: string };
  requestFulfilled: { title: string; body: string };
  requestClosed: { title: string; fulfilled: string; cancelled: string };
  campReminder: { title: string; body: string };
  donationHelped: { title: string; body: string };
  donationReminder: { title: string; body: string };
}

export const PUSH_TEXTS: Readonly<Record<UserLanguage, PushCatalogue>> = {
  en: {
    need: {
      legacy: '{{bloodGroup}} blood',
      RED_CELLS_one: '{{count}} unit of {{bloodGroup}} red cells',
      RED_CELLS_other: '{{count}} units of {{bloodGroup}} red cells',
      WHOLE_BLOOD_one: '{{count}} unit of {{bloodGroup}} whole blood',
      WHOLE_BLOOD_other: '{{count}} units of {{bloodGroup}} whole blood',
      PLATELETS_one: '{{count}} unit of {{bloodGroup}} platelets (apheresis)',
      PLATELETS_other: '{{count}} units of {{bloodGroup}} platelets (apheresis)',
      PLASMA_one: '{{count}} unit of {{bloodGroup}} plasma',
      PLASMA_other: '{{count}} units of {{bloodGroup}} plasma',
      ANY_GROUP_one: '{{count}} donor of any group (replacement for {{bloodGroup}})',
      ANY_GROUP_other: '{{count}} donors of any group (replacement for {{bloodGroup}})',
    },
    requestAlert: {
      title: 'Urgent blood donation required',
      body: '{{applicant}} needs {{need}}, {{place}}, by {{date}}.',
      bodyNear: '{{applicant}} needs {{need}} about {{distanceKm}} km from you, {{place}}, by {{date}}.',
      bodyVeryNear: '{{applicant}} needs {{need}} less than 1 km from you, {{place}}, by {{date}}.',
      inDistrict: 'in {{district}}',
      atHospital: 'at {{hospital}}, in {{district}}',
      help: 'I can help',
    },
    helpOffered: {
      title: 'Someone offered help',
      body: '{{helperName}} offered to help {{applicant}}. Their contact details are on your request.',
    },
    requestFulfilled: {
      title: 'Request fulfilled',
      body: 'The request for {{applicant}} that you offered to help with has been fulfilled. Thank you for helping!',
    },
    requestClosed: {
      title: 'No longer needed',
      fulfilled: 'The request for {{need}} in {{district}} has been fulfilled. Thank you for being ready to help.',
      cancelled: 'The request for {{need}} in {{district}} was closed. Thank you for being ready to help.',
    },
    campReminder: {
      title: 'Blood donation camp tomorrow',
      body: '{{title}} is tomorrow, {{date}} at {{time}}, in {{district}}. Thank you for coming to give blood!',
    },
    donationHelped: {
      title: 'Your donation helped',
      body: 'Your donation on {{date}} helped {{patient}}. Thank you for giving blood!',
    },
    donationReminder: {
      title: 'You can donate again',
      body: 'From {{date}} you may give blood again. Thank you for staying available.',
    },
  },
  hi: {
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
      help: 'मदद के लिए तैयार हूँ',
    },
    helpOffered: {
      title: 'किसी ने मदद की पेशकश की',
      body: '{{helperName}} ने {{applicant}} की मदद की पेशकश की है। उनका संपर्क विवरण आपके अनुरोध पर है।',
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
    },
    donationHelped: {
      title: 'आपके रक्तदान से मदद मिली',
      body: '{{date}} को आपके रक्तदान से {{patient}} की मदद हुई। रक्तदान के लिए धन्यवाद!',
    },
    donationReminder: {
      title: 'आप फिर से रक्तदान कर सकते हैं',
      body: '{{date}} से आप फिर से रक्तदान कर सकते हैं। उपलब्ध रहने के लिए धन्यवाद।',
    },
  },
};

/** `{{name}}` placeholders filled from `values` (a missing value stays visible, never "undefined"). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function needText(texts: PushCatalogue, need: { bloodGroup: string; component?: RequestComponent | null; units?: number | null }): string {
  if (!need.component) return fill(texts.need.legacy, { bloodGroup: need.bloodGroup });
  const count = need.units ?? 1;
  return fill(texts.need[`${need.component}_${count === 1 ? 'one' : 'other'}`], { bloodGroup: need.bloodGroup, count });
}

/** The title and body a device shows for a push of `kind`, in `language`. */
export function renderPush<K extends PushKind>(kind: K, params: PushParamsByKind[K], language: UserLanguage): PushText {
  const texts = PUSH_TEXTS[language];
  switch (kind) {
    case 'request-alert': {
      const p = params as RequestAlertParams;
      const values = {
        applicant: p.applicant,
        need: needText(texts, p),
        place: p.hospitalName ? fill(texts.requestAlert.atHospital, { hospital: p.hospitalName, district: p.district }) : fill(texts.requestAlert.inDistrict, { district: p.district }),
        date: displayDate(p.requiredBy),
      };
      const body =
        p.distanceKm === null || p.distanceKm === undefined
          ? fill(texts.requestAlert.body, values)
          : p.distanceKm < 1
            ? fill(texts.requestAlert.bodyVeryNear, values)
            : fill(texts.requestAlert.bodyNear, { ...values, distanceKm: p.distanceKm });
      return { title: texts.requestAlert.title, body, helpAction: texts.requestAlert.help };
    }
    case 'help-offered': {
      const p = params as HelpOfferedParams;
      return { title: texts.helpOffered.title, body: fill(texts.helpOffered.body, { applicant: p.applicant, helperName: p.helperName }) };
    }
    case 'request-fulfilled': {
      const p = params as RequestFulfilledParams;
      return { title: texts.requestFulfilled.title, body: fill(texts.requestFulfilled.body, { applicant: p.applicant }) };
    }
    case 'request-closed': {
      const p = params as RequestClosedParams;
      const template = p.fulfilled ? texts.requestClosed.fulfilled : texts.requestClosed.cancelled;
      return { title: texts.requestClosed.title, body: fill(template, { need: needText(texts, p), district: p.district }) };
    }
    case 'camp-reminder': {
      const p = params as CampReminderParams;
      return { title: texts.campReminder.title, body: fill(texts.campReminder.body, { title: p.campTitle, date: displayDate(p.campDate), time: p.campTime, district: p.district }) };
    }
    case 'donation-helped': {
      const p = params as DonationHelpedParams;
      return { title: texts.donationHelped.title, body: fill(texts.donationHelped.body, { patient: p.patientFirstName, date: displayDate(p.donatedOn) }) };
    }
    case 'donation-reminder': {
      const p = params as DonationReminderParams;
      return { title: texts.donationReminder.title, body: fill(texts.donationReminder.body, { date: displayDate(p.eligibleOn) }) };
    }
    default:
      throw new Error('Unknown push kind');
  }
}
