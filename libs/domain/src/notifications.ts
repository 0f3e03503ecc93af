import { describeNeed, type RequestComponent } from './components';

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

const displayDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

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

function distancePhrase(distanceKm: number | null): string {
  if (distanceKm === null) return '';
  return distanceKm < 1 ? ' less than 1 km from you' : ` about ${distanceKm} km from you`;
}

/** The English text of each kind. */
export const NOTIFICATION_TEMPLATES: { [K in NotificationKind]: (params: NotificationParamsByKind[K]) => NotificationContent } = {
  'request-alert': (p) => ({
    title: 'Urgent blood donation required',
    body: `${p.applicant} needs ${describeNeed(p)}${distancePhrase(p.distanceKm)}, ${p.hospitalName ? `at ${p.hospitalName}, ` : ''}in ${p.district}, by ${displayDate(p.requiredBy)}.`,
    actions: [{ name: `Help ${p.applicant}`, navigate: requestPath(p.requestId) }],
  }),
  'help-offered': (p) => ({
    title: 'Someone offered help',
    body: `${p.helperName} offered to help ${p.applicant}. Their contact details are on your request.`,
    actions: [{ name: 'View helpers', navigate: requestPath(p.requestId) }],
  }),
  'request-fulfilled': (p) => ({
    title: 'Request fulfilled',
    body: `The request for ${p.applicant} that you offered to help with has been fulfilled. Thank you for helping!`,
    actions: [],
  }),
  'camp-reminder': (p) => ({
    title: 'Blood donation camp tomorrow',
    body: `${p.campTitle} is tomorrow, ${displayDate(p.campDate)} at ${p.campTime}, in ${p.district}. Thank you for coming to give blood!`,
    actions: [{ name: 'View camp', navigate: campaignPath(p.campaignId) }],
  }),
  'donation-helped': (p) => ({
    title: 'Your donation helped',
    body: `Your donation on ${displayDate(p.donatedOn)} helped ${p.patientFirstName}. Thank you for giving blood!`,
    actions: [{ name: 'My donations', navigate: MY_DONATIONS_PATH }],
  }),
  'donation-reminder': (p) => ({
    title: 'You can donate again',
    body: `From ${displayDate(p.eligibleOn)} you may give blood again. Thank you for staying available.`,
    actions: [{ name: 'My donations', navigate: MY_DONATIONS_PATH }],
  }),
};

export function renderNotification<K extends NotificationKind>(kind: K, params: NotificationParamsByKind[K]): NotificationContent {
  return NOTIFICATION_TEMPLATES[kind](params);
}
