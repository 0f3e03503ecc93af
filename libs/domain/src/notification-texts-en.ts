import type { NotificationTexts } from './notification-texts';

/** The notification texts in English (a module per language, so a client loads only the language it shows). */
export const NOTIFICATION_TEXTS_EN: NotificationTexts = {
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
    action: 'Help {{applicant}}',
    view: 'View request',
    state: {
      HELPED: 'You offered help on this request.',
      FULFILLED: 'This request was fulfilled. Thank you.',
      CLOSED: 'This request is closed: it no longer needs donors.',
    },
    help: 'I can help',
  },
  helpOffered: {
    title: 'Someone offered help',
    body: '{{helperName}} offered to help {{applicant}}. Their contact details are on your request.',
    action: 'View helpers',
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
    action: 'View camp',
  },
  donationHelped: {
    title: 'Your donation helped',
    body: 'Your donation on {{date}} helped {{patient}}. Thank you for giving blood!',
    action: 'My donations',
  },
  donationReminder: {
    title: 'You can donate again',
    body: 'From {{date}} you may give blood again. Thank you for staying available.',
    action: 'My donations',
  },
};
