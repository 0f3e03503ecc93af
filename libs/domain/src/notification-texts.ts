import type { RequestComponent } from './components';
import {
  campaignPath,
  MY_DONATIONS_PATH,
  requestPath,
  type CampReminderParams,
  type DonationHelpedParams,
  type DonationReminderParams,
  type HelpOfferedParams,
  type NotificationContent,
  type NotificationKind,
  type NotificationParamsByKind,
  type RequestAlertParams,
  type RequestFulfilledParams,
} from './notifications';
import { NOTIFICATION_TEXTS_EN } from './notification-texts-en';
import { NOTIFICATION_TEXTS_HI } from './notification-texts-hi';
import type { PushParamsByKind, RequestClosedParams, UserLanguage } from './push';

/**
 * The one catalogue of notification texts, in every language the product speaks. The stored
 * English of a notification (NOTIFICATION_TEMPLATES), a push on a device (renderPush) and the
 * client's notification list (apps/web's `notifications` namespace and common's `need`, which
 * take these objects as they are) all say what is written here, so a kind's wording changes in
 * one place. `{{name}}` placeholders are filled by i18next on the client and by `fill` here.
 */
export interface NotificationTexts {
  /** What a request needs: "2 units of B+ red cells"; `legacy` for alerts from before requests said it. */
  need: Record<`${RequestComponent}_${'one' | 'other'}` | 'legacy', string>;
  requestAlert: {
    title: string;
    body: string;
    bodyNear: string;
    bodyVeryNear: string;
    inDistrict: string;
    atHospital: string;
    /** The in-app button. */
    action: string;
    /** The quiet link once the request needs no one any more. */
    view: string;
    /** Where the request stands, when that changes what the reader can do. */
    state: { HELPED: string; FULFILLED: string; CLOSED: string };
    /** The "I can help" button of a push. */
    help: string;
  };
  helpOffered: { title: string; body: string; action: string };
  requestFulfilled: { title: string; body: string };
  /** A push only: replaces an alert on the device once the request closed. */
  requestClosed: { title: string; fulfilled: string; cancelled: string };
  campReminder: { title: string; body: string; action: string };
  donationHelped: { title: string; body: string; action: string };
  donationReminder: { title: string; body: string; action: string };
}

export const NOTIFICATION_TEXTS: Readonly<Record<UserLanguage, NotificationTexts>> = { en: NOTIFICATION_TEXTS_EN, hi: NOTIFICATION_TEXTS_HI };

/** `{{name}}` placeholders filled from `values` (a missing value stays visible, never "undefined"). */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** yyyy-mm-dd as India writes it: dd/mm/yyyy. */
const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function needText(
  texts: NotificationTexts,
  need: {
    bloodGroup: string;
    component?: RequestComponent | null;
    units?: number | null;
  },
): string {
  if (!need.component) return fillText(texts.need.legacy, { bloodGroup: need.bloodGroup });
  const count = need.units ?? 1;
  return fillText(texts.need[`${need.component}_${count === 1 ? 'one' : 'other'}`], { bloodGroup: need.bloodGroup, count });
}

export interface NotificationText {
  title: string;
  body: string;
  /** The first action's name, where the kind has one ("Help Ravi", "View helpers"). */
  action?: string;
  /** The "I can help" button of a request alert's push. */
  helpAction?: string;
}

/** The title, body and action name of a notification of `kind`, in `language`. */
export function renderNotificationText<K extends keyof PushParamsByKind>(kind: K, params: PushParamsByKind[K], language: UserLanguage): NotificationText {
  const texts = NOTIFICATION_TEXTS[language];
  switch (kind) {
    case 'request-alert': {
      const p = params as RequestAlertParams;
      const values = {
        applicant: p.applicant,
        need: needText(texts, p),
        place: p.hospitalName
          ? fillText(texts.requestAlert.atHospital, {
              hospital: p.hospitalName,
              district: p.district,
            })
          : fillText(texts.requestAlert.inDistrict, { district: p.district }),
        date: displayDate(p.requiredBy),
      };
      const body =
        p.distanceKm === null || p.distanceKm === undefined
          ? fillText(texts.requestAlert.body, values)
          : p.distanceKm < 1
            ? fillText(texts.requestAlert.bodyVeryNear, values)
            : fillText(texts.requestAlert.bodyNear, {
                ...values,
                distanceKm: p.distanceKm,
              });
      return {
        title: texts.requestAlert.title,
        body,
        action: fillText(texts.requestAlert.action, { applicant: p.applicant }),
        helpAction: texts.requestAlert.help,
      };
    }
    case 'help-offered': {
      const p = params as HelpOfferedParams;
      return {
        title: texts.helpOffered.title,
        body: fillText(texts.helpOffered.body, {
          applicant: p.applicant,
          helperName: p.helperName,
        }),
        action: texts.helpOffered.action,
      };
    }
    case 'request-fulfilled': {
      const p = params as RequestFulfilledParams;
      return {
        title: texts.requestFulfilled.title,
        body: fillText(texts.requestFulfilled.body, { applicant: p.applicant }),
      };
    }
    case 'request-closed': {
      const p = params as RequestClosedParams;
      const template = p.fulfilled ? texts.requestClosed.fulfilled : texts.requestClosed.cancelled;
      return {
        title: texts.requestClosed.title,
        body: fillText(template, {
          need: needText(texts, p),
          district: p.district,
        }),
      };
    }
    case 'camp-reminder': {
      const p = params as CampReminderParams;
      return {
        title: texts.campReminder.title,
        body: fillText(texts.campReminder.body, {
          title: p.campTitle,
          date: displayDate(p.campDate),
          time: p.campTime,
          district: p.district,
        }),
        action: texts.campReminder.action,
      };
    }
    case 'donation-helped': {
      const p = params as DonationHelpedParams;
      return {
        title: texts.donationHelped.title,
        body: fillText(texts.donationHelped.body, {
          patient: p.patientFirstName,
          date: displayDate(p.donatedOn),
        }),
        action: texts.donationHelped.action,
      };
    }
    case 'donation-reminder': {
      const p = params as DonationReminderParams;
      return {
        title: texts.donationReminder.title,
        body: fillText(texts.donationReminder.body, {
          date: displayDate(p.eligibleOn),
        }),
        action: texts.donationReminder.action,
      };
    }
    default:
      throw new Error('Unknown notification kind');
  }
}

/** Where each kind's button goes (null: it has none). */
const NOTIFICATION_TARGETS: { [K in NotificationKind]: (params: NotificationParamsByKind[K]) => string | null } = {
  'request-alert': (p) => requestPath(p.requestId),
  'help-offered': (p) => requestPath(p.requestId),
  'request-fulfilled': () => null,
  'camp-reminder': (p) => campaignPath(p.campaignId),
  'donation-helped': () => MY_DONATIONS_PATH,
  'donation-reminder': () => MY_DONATIONS_PATH,
};

/** A notification of `kind` in `language`: its title, its text and its button (an e-mail to its recipient says this). */
export function renderNotificationIn<K extends NotificationKind>(kind: K, params: NotificationParamsByKind[K], language: UserLanguage): NotificationContent {
  const { title, body, action } = renderNotificationText<K>(kind, params as PushParamsByKind[K], language);
  const navigate = NOTIFICATION_TARGETS[kind](params);
  return { title, body, actions: navigate && action ? [{ name: action, navigate }] : [] };
}

/** The stored English of each kind (notification-texts.ts), with where its button goes. */
export const NOTIFICATION_TEMPLATES: { [K in NotificationKind]: (params: NotificationParamsByKind[K]) => NotificationContent } = {
  'request-alert': (p) => renderNotificationIn('request-alert', p, 'en'),
  'help-offered': (p) => renderNotificationIn('help-offered', p, 'en'),
  'request-fulfilled': (p) => renderNotificationIn('request-fulfilled', p, 'en'),
  'camp-reminder': (p) => renderNotificationIn('camp-reminder', p, 'en'),
  'donation-helped': (p) => renderNotificationIn('donation-helped', p, 'en'),
  'donation-reminder': (p) => renderNotificationIn('donation-reminder', p, 'en'),
};

export function renderNotification<K extends NotificationKind>(kind: K, params: NotificationParamsByKind[K]): NotificationContent {
  return NOTIFICATION_TEMPLATES[kind](params);
}

/** The words an e-mail of a notification adds to it, in each language. */
export interface NotificationMailTexts {
  /** Why the e-mail came, and how to stop alerts. */
  footer: string;
  /** In place of a link, when the server has no public address. */
  openApp: string;
}

export const NOTIFICATION_MAIL_TEXTS: Readonly<Record<UserLanguage, NotificationMailTexts>> = {
  en: {
    footer: 'You receive this because you are a Redhope donor. Turn alerts off in your profile: "Available to donate".',
    openApp: 'open Redhope, then Notifications.',
  },
  hi: {
    footer: 'आपको यह इसलिए मिला क्योंकि आप Redhope के रक्तदाता हैं। अलर्ट अपनी प्रोफ़ाइल में बंद करें: "रक्तदान के लिए उपलब्ध"।',
    openApp: 'Redhope खोलें, फिर सूचनाएँ।',
  },
};
