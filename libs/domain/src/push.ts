import type { RequestComponent } from './components';
import { renderNotificationText } from './notification-texts';
import type { CampReminderParams, DonationHelpedParams, DonationReminderParams, HelpOfferedParams, RequestAlertParams, RequestFulfilledParams } from './notifications';

/**
 * Web Push: what a device shows for a notification, in the recipient's language, from the one
 * catalogue of notification texts (notification-texts.ts) that the in-app list also reads, so the
 * list and the device say the same thing.
 */

export const USER_LANGUAGES = ['en', 'hi'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: UserLanguage = 'en';

export function isUserLanguage(value: unknown): value is UserLanguage {
  return typeof value === 'string' && (USER_LANGUAGES as readonly string[]).includes(value);
}

/** A stored language as texts are written in: the value when it is one, else the default. */
export function userLanguageOf(value: unknown): UserLanguage {
  return isUserLanguage(value) ? value : DEFAULT_USER_LANGUAGE;
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

/** The title and body a device shows for a push of `kind`, in `language` (notification-texts.ts). */
export function renderPush<K extends PushKind>(kind: K, params: PushParamsByKind[K], language: UserLanguage): PushText {
  const { title, body, helpAction } = renderNotificationText(kind, params, language);
  return helpAction ? { title, body, helpAction } : { title, body };
}
