import type { RequestComponent } from './components';

/**
 * The notifications the product sends, by kind. Each is stored with its kind and parameters, so
 * a client can show it in the reader's language; the English text (SPEC wording where it has one)
 * is stored beside them for clients of the original REST API.
 */

export interface NotificationAction {
  name: string;
  /** A path inside the app. */
  navigate: string;
}

export interface NotificationContent {
  title: string;
  body: string;
  actions: NotificationAction[];
}

export interface RequestAlertParams {
  requestId: string;
  applicant: string;
  bloodGroup: string;
  district: string;
  /** yyyy-mm-dd */
  requiredBy: string;
  /** Whole km from the donor (alertDistanceKm: 0 is less than 1 km), when known. */
  distanceKm: number | null;
  /** What is needed; absent in alerts from before requests said it. */
  component?: RequestComponent;
  units?: number;
  hospitalName?: string | null;
}

export interface HelpOfferedParams {
  requestId: string;
  applicant: string;
  helperName: string;
}

export interface RequestFulfilledParams {
  applicant: string;
}

/** The day before a blood-donation camp the reader said they would come to. */
export interface CampReminderParams {
  campaignId: string;
  campTitle: string;
  district: string;
  /** The camp's day and time in India: yyyy-mm-dd and HH:mm. */
  campDate: string;
  campTime: string;
}

/** To a helper the owner named as a donor: thanks, by the patient's first name only. */
export interface DonationHelpedParams {
  patientFirstName: string;
  /** yyyy-mm-dd, the day of the donation (India). */
  donatedOn: string;
}

/** To an available donor on the day they may give again. */
export interface DonationReminderParams {
  /** yyyy-mm-dd */
  eligibleOn: string;
}

export interface NotificationParamsByKind {
  'request-alert': RequestAlertParams;
  'help-offered': HelpOfferedParams;
  'request-fulfilled': RequestFulfilledParams;
  'camp-reminder': CampReminderParams;
  'donation-helped': DonationHelpedParams;
  'donation-reminder': DonationReminderParams;
}

export type NotificationKind = keyof NotificationParamsByKind;

export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['request-alert', 'help-offered', 'request-fulfilled', 'camp-reminder', 'donation-helped', 'donation-reminder'];

/** The donor's own record (the profile's My donations tab). */
export const MY_DONATIONS_PATH = '/profile/donations';

export const requestPath = (requestId: string) => `/request/${requestId}`;

export const campaignPath = (campaignId: string) => `/campaign/${campaignId}`;

/**
 * The request page's query parameter that opens its help step: the page brings 'Help {applicant}'
 * into view and focuses it (offering help stays one deliberate press). A push alert's "I can help"
 * action opens this path.
 */
export const REQUEST_HELP_PARAM = 'help';
export const requestHelpPath = (requestId: string) => `${requestPath(requestId)}?${REQUEST_HELP_PARAM}=1`;

/**
 * A donor's distance as an alert carries it: whole km, and 0 for anything under 1 km, which the
 * alert says as "less than 1 km" (never "about 0 km"). Null when matched by district.
 */
export function alertDistanceKm(km: number | null): number | null {
  if (km === null || !Number.isFinite(km)) return null;
  return km < 1 ? 0 : Math.round(km);
}
