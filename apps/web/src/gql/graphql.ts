/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountLinkInput = {
  token: string;
};

export type AddDonationInput = {
  component: DonationComponent;
  /** yyyy-mm-dd, not after today (India) nor before the donor was born. */
  donatedOn: string;
  /** The blood centre or camp. */
  place: string;
  venue: DonationVenue;
};

/** What a request needs; who can answer depends on it. */
export type BloodComponent =
  /** A replacement donation: any group, the blood centre issues compatible units in exchange. */
  | 'ANY_GROUP'
  /** Plasma: AB gives to everyone, RhD does not matter. */
  | 'PLASMA'
  /** Single-donor platelets by apheresis: the donor sits 1 to 2 hours at the machine. */
  | 'PLATELETS'
  /** Packed red cells, the usual "blood" (the default). */
  | 'RED_CELLS'
  /** Whole blood: donors of the identical group only. */
  | 'WHOLE_BLOOD';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ContactAddressInput = {
  addressLine: string;
  /** Empty or absent: the pincode's district. */
  district?: string | null | undefined;
  /** Empty or absent: the pincode's state. */
  state?: string | null | undefined;
};

export type CreateBloodRequestInput = {
  address: RequestAddressInput;
  /** The patient's name. */
  applicant: string;
  bloodGroup: string;
  /** Red cells when absent. */
  component?: BloodComponent;
  /** yyyy-mm-dd: the date by which blood is required, from today (India) on. */
  date: string;
  email: string;
  /** The hospital's name (the address line says where it is). */
  hospitalName?: string | null | undefined;
  /** An Indian mobile or landline number; stored as +91 and ten digits. */
  phoneNo: string;
  pincode: string;
  reason: string;
  /** Units needed, 1 to 10; 1 when absent. */
  units?: number;
  /** How soon; not said when absent. */
  urgency?: RequestUrgency | null | undefined;
};

/** What a donor gave. */
export type DonationComponent =
  /** Plasma by apheresis. */
  | 'PLASMA'
  /** Platelets by apheresis. */
  | 'PLATELETS'
  /** Whole blood (the usual donation). */
  | 'WHOLE_BLOOD';

/** How the donation came into the record. */
export type DonationKind =
  /** The donor said they donated at a camp. */
  | 'CAMP'
  /** The donor entered it. */
  | 'MANUAL'
  /** The owner of a request the donor helped said they donated. */
  | 'REQUEST';

/** Where a donation entered by hand took place. */
export type DonationVenue =
  | 'BLOOD_CENTRE'
  | 'CAMP';

export type ForgotPasswordInput = {
  email: string;
};

/** Why a helper is under review. */
export type HelperFlag =
  /** Reported as asking for money by two requesters: held from helping until restored. */
  | 'ASKS_FOR_MONEY'
  /** Offered help on many requests in 24 hours, none naming them a donor: further helps refused for now. */
  | 'HARVESTING';

/** Why an item was held for review before alerting anyone (blood is never paid for). */
export type HoldReason =
  /** It asks for money. */
  | 'ASKS_FOR_MONEY'
  /** It shares a bank account. */
  | 'BANK_ACCOUNT'
  /** It shares a UPI ID. */
  | 'UPI_ID';

export type LoginInput = {
  email: string;
  password: string;
};

/** A request or campaign a moderator acts on, and why (written to the audit log). */
export type ModerateItemInput = {
  id: string | number;
  /** Why: 3 to 500 characters. */
  reason: string;
  type: ModerationItemType;
};

/** A user a moderator bans or unbans, and why (written to the audit log). */
export type ModerateUserInput = {
  /** Why: 3 to 500 characters. */
  reason: string;
  userId: string | number;
};

export type ModerationActionKind =
  /** The user's open content hidden, sessions and sockets ended, sign-in refused, no alerts as a donor. */
  | 'BAN'
  /** Out of public view for good; its owner sees it under review. */
  | 'HIDE'
  /** Back in public view (a held request then alerts its donors); earlier reports stop weighing. */
  | 'RESTORE'
  /** The user may sign in again (their content stays hidden). */
  | 'UNBAN';

/** What a moderator looks at: a blood request, a campaign, or a helper under review (its id is the user id). */
export type ModerationItemType =
  | 'CAMPAIGN'
  /** A helper held for asking for money, or slowed for harvesting: restore clears it; hide does not apply (ban the user instead). */
  | 'HELPER'
  | 'REQUEST';

export type ModerationTarget =
  | 'CAMPAIGN'
  | 'REQUEST'
  | 'USER';

/** Why "Open requests near you" is empty. */
export type NearbyEmptyReason =
  /** No open request near you needs your blood group now. */
  | 'NONE_NEARBY'
  /** The profile has no blood group: add it to see the requests you could answer. */
  | 'NO_BLOOD_GROUP'
  /** The profile has no pincode: add it to see the requests near you. */
  | 'NO_PINCODE';

export type RegisterInput = {
  /** yyyy-mm-dd; the user must be 18 or older. */
  dateOfBirth: string;
  email: string;
  /** 'en' or 'hi': the language of the app while signing up (the confirmation e-mail's). Absent: 'en'. */
  language?: string | null | undefined;
  password: string;
  userName: string;
};

/** Why something was reported (optional). */
export type ReportReason =
  /** Abusive or offensive. */
  | 'ABUSIVE'
  /** A copy of another post. */
  | 'DUPLICATE'
  /** Not a real need. */
  | 'FAKE'
  /** Something else. */
  | 'OTHER'
  /** Asks for money (blood is not for sale). */
  | 'SCAM';

export type RequestAddressInput = {
  addressLine: string;
  district: string;
  state: string;
};

export type RequestStateForViewer =
  /** Cancelled, past its date, or no longer shown. */
  | 'CLOSED'
  /** Fulfilled by its owner. */
  | 'FULFILLED'
  /** Active, and the viewer already offered help. */
  | 'HELPED'
  /** Active, and the viewer may still offer help. */
  | 'OPEN';

export type RequestUrgency =
  /** A planned transfusion or surgery. */
  | 'PLANNED'
  /** Needed today. */
  | 'TODAY'
  /** Needed within 3 days. */
  | 'WITHIN_3_DAYS';

export type ResetPasswordInput = {
  password: string;
  token: string;
};

export type UpdateAlertPreferencesInput = {
  /** 5, 10 or 25 km; null or absent: the matching radius. */
  alertRadiusKm?: number | null | undefined;
  /** Off: no e-mail alerts (the app and the devices still get them). */
  emailAlerts: boolean;
};

export type UpdateBloodGroupInput = {
  bloodGroup: string;
};

export type UpdateContactInput = {
  address: ContactAddressInput;
  /** An Indian mobile or landline number; stored as +91 and ten digits. */
  phoneNo: string;
  /** Six digits, a pincode that exists. */
  pincode: string;
};

export type UpdateDonorSettingsInput = {
  /** Off: no blood request alerts. */
  availableToDonate: boolean;
  /** yyyy-mm-dd, not in the future nor before birth. Null or empty: not known. Absent: unchanged (a donation recorded since the form was loaded is not put back). */
  lastDonationDate?: string | null | undefined;
  /** Whole kg, 30 to 250: platelet (apheresis) donors must weigh at least 50. Absent: unchanged; null: not known. */
  weightKg?: number | null | undefined;
};

export type UpdateProfileInput = {
  /** yyyy-mm-dd; the user must be 18 or older. */
  dateOfBirth: string;
  /** Trimmed and lower-cased. A new address waits (pendingEmail) until confirmed from the link sent to it; EMAIL_IN_USE (402) when another account has it. */
  email: string;
  userName: string;
};

export type RequestPasswordResetMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ConfirmEmailMutationVariables = Exact<{
  input: AccountLinkInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: boolean };

export type UndoEmailChangeMutationVariables = Exact<{
  input: AccountLinkInput;
}>;


export type UndoEmailChangeMutation = { undoEmailChange: boolean };

export type ResendEmailConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailConfirmationMutation = { resendEmailConfirmation: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type LogoutMutationVariables = Exact<{
  pushEndpoint?: string | null | undefined;
}>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type SetLanguageMutationVariables = Exact<{
  language: string;
}>;


export type SetLanguageMutation = { setLanguage: { __typename: 'User', id: string, language: string } };

export type UserFieldsFragment = { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } };

export type CampaignAttendeesQueryVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignAttendeesQuery = { campaignAttendees: Array<{ __typename: 'CampaignAttendee', userId: string, userName: string, bloodGroup: string | null, sharesContact: boolean, phoneNo: string | null, email: string | null }> };

export type CampaignFieldsFragment = { __typename: 'Campaign', id: string, title: string, category: string, pincode: string, contactNo: string | null, date: unknown, description: string, registrationLink: string | null, viewerIsOwner: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, takesRsvps: boolean, goingCount: number, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, leaflet: { __typename: 'Image', width: number, height: number, variants: Array<{ __typename: 'ImageVariant', name: string, format: string, url: string, width: number, height: number }> }, owner: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null }, myRsvp: { __typename: 'CampaignRsvp', going: boolean, shareContact: boolean } | null };

export type CampaignGoingCountSubscriptionVariables = Exact<{
  campaignId: string | number;
}>;


export type CampaignGoingCountSubscription = { campaignGoingCount: { __typename: 'CampaignGoingCount', campaignId: string, goingCount: number } };

export type CampaignQueryVariables = Exact<{
  id: string | number;
}>;


export type CampaignQuery = { campaign: { __typename: 'Campaign', id: string, title: string, category: string, pincode: string, contactNo: string | null, date: unknown, description: string, registrationLink: string | null, viewerIsOwner: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, takesRsvps: boolean, goingCount: number, myDonation: { __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent } | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, leaflet: { __typename: 'Image', width: number, height: number, variants: Array<{ __typename: 'ImageVariant', name: string, format: string, url: string, width: number, height: number }> }, owner: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null }, myRsvp: { __typename: 'CampaignRsvp', going: boolean, shareContact: boolean } | null } };

export type ConfirmCampDonationMutationVariables = Exact<{
  campaignId: string | number;
  component?: DonationComponent | null | undefined;
}>;


export type ConfirmCampDonationMutation = { confirmCampDonation: { __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent } };

export type RemoveCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveCampaignMutation = { removeCampaign: boolean };

export type ReportCampaignMutationVariables = Exact<{
  campaignId: string | number;
}>;


export type ReportCampaignMutation = { reportCampaign: boolean };

export type RsvpCampaignMutationVariables = Exact<{
  campaignId: string | number;
  going: boolean;
  shareContact?: boolean | null | undefined;
}>;


export type RsvpCampaignMutation = { rsvpCampaign: { __typename: 'Campaign', id: string, goingCount: number, myRsvp: { __typename: 'CampaignRsvp', going: boolean, shareContact: boolean } | null } };

export type UndoCampDonationMutationVariables = Exact<{
  id: string | number;
}>;


export type UndoCampDonationMutation = { removeDonation: { __typename: 'MyDonations', total: number } };

export type NearMeAlertsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NearMeAlertsSubscription = { notificationAdded: { __typename: 'Notification', id: string, kind: string } };

export type OpenRequestsNearMeQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenRequestsNearMeQuery = { openRequestsNearMe: { __typename: 'NearbyRequests', emptyReason: NearbyEmptyReason | null, requests: Array<{ __typename: 'NearbyRequest', distanceKm: number | null, request: { __typename: 'BloodRequest', id: string, applicant: string, bloodGroup: string, component: BloodComponent, units: number, urgency: RequestUrgency | null, date: string, hospitalName: string | null, viewerHasHelped: boolean, address: { __typename: 'Address', district: string | null } } }> } };

export type BanUserMutationVariables = Exact<{
  input: ModerateUserInput;
}>;


export type BanUserMutation = { banUser: { __typename: 'ModerationLogEntry', id: string } };

export type HideItemMutationVariables = Exact<{
  input: ModerateItemInput;
}>;


export type HideItemMutation = { hideItem: { __typename: 'ModerationLogEntry', id: string } };

export type ModerationLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ModerationLogQuery = { moderationLog: { __typename: 'ModerationLogConnection', nodes: Array<{ __typename: 'ModerationLogEntry', id: string, action: ModerationActionKind, targetType: ModerationTarget, targetId: string | null, subjectUserName: string | null, moderatorName: string | null, reason: string, createdAt: unknown }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type ModerationQueueQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ModerationQueueQuery = { moderationQueue: { __typename: 'ModerationQueueConnection', nodes: Array<{ __typename: 'ModerationQueueItem', type: ModerationItemType, id: string, title: string, text: string, helperFlag: HelperFlag | null, district: string, createdAt: unknown, heldAt: unknown, heldReason: HoldReason | null, underReview: boolean, weighingReporters: number, reasons: Array<{ __typename: 'ReportReasonTally', reason: ReportReason | null, count: number }>, author: { __typename: 'ModerationAuthor', id: string, userName: string, accountCreatedAt: unknown, posts: number, helps: number, earlierActions: number, banned: boolean } | null }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type RestoreItemMutationVariables = Exact<{
  input: ModerateItemInput;
}>;


export type RestoreItemMutation = { restoreItem: { __typename: 'ModerationLogEntry', id: string } };

export type UnbanUserMutationVariables = Exact<{
  input: ModerateUserInput;
}>;


export type UnbanUserMutation = { unbanUser: { __typename: 'ModerationLogEntry', id: string } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { __typename: 'Notification', id: string, kind: string, title: string, body: string, createdAt: unknown, read: boolean, requestState: RequestStateForViewer | null, actions: Array<{ __typename: 'NotificationAction', name: string, navigate: string }>, params: { __typename: 'NotificationParams', applicant: string | null, bloodGroup: string | null, component: BloodComponent | null, units: number | null, hospitalName: string | null, campaignId: string | null, campTitle: string | null, campDate: string | null, campTime: string | null, distanceKm: number | null, district: string | null, helperName: string | null, requestId: string | null, requiredBy: string | null, patientFirstName: string | null, donatedOn: string | null, eligibleOn: string | null } } };

export type NotificationFieldsFragment = { __typename: 'Notification', id: string, kind: string, title: string, body: string, createdAt: unknown, read: boolean, requestState: RequestStateForViewer | null, actions: Array<{ __typename: 'NotificationAction', name: string, navigate: string }>, params: { __typename: 'NotificationParams', applicant: string | null, bloodGroup: string | null, component: BloodComponent | null, units: number | null, hospitalName: string | null, campaignId: string | null, campTitle: string | null, campDate: string | null, campTime: string | null, distanceKm: number | null, district: string | null, helperName: string | null, requestId: string | null, requiredBy: string | null, patientFirstName: string | null, donatedOn: string | null, eligibleOn: string | null } };

export type NotificationsMarkedReadSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsMarkedReadSubscription = { notificationsMarkedRead: number };

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NotificationsQuery = { notifications: { __typename: 'NotificationConnection', unreadCount: number, nodes: Array<{ __typename: 'Notification', id: string, kind: string, title: string, body: string, createdAt: unknown, read: boolean, requestState: RequestStateForViewer | null, actions: Array<{ __typename: 'NotificationAction', name: string, navigate: string }>, params: { __typename: 'NotificationParams', applicant: string | null, bloodGroup: string | null, component: BloodComponent | null, units: number | null, hospitalName: string | null, campaignId: string | null, campTitle: string | null, campDate: string | null, campTime: string | null, distanceKm: number | null, district: string | null, helperName: string | null, requestId: string | null, requiredBy: string | null, patientFirstName: string | null, donatedOn: string | null, eligibleOn: string | null } }>, pageInfo: { __typename: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { notifications: { __typename: 'NotificationConnection', unreadCount: number } };

export type AddDonationMutationVariables = Exact<{
  input: AddDonationInput;
}>;


export type AddDonationMutation = { addDonation: { __typename: 'MyDonations', total: number, lastYear: number, nextEligibleDate: string | null, available: boolean, donations: Array<{ __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent, place: string, venue: DonationVenue | null, kind: DonationKind }>, nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: string | null } } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type DonorFieldsFragment = { __typename: 'User', id: string, availableToDonate: boolean, lastDonationDate: string | null, nextDonationDate: string | null, weightKg: number | null, emailAlerts: boolean, alertRadiusKm: number | null };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: string };

export type DonationRecordFieldsFragment = { __typename: 'MyDonations', total: number, lastYear: number, nextEligibleDate: string | null, available: boolean, donations: Array<{ __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent, place: string, venue: DonationVenue | null, kind: DonationKind }>, nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: string | null } };

export type MyDonationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDonationsQuery = { myDonations: { __typename: 'MyDonations', total: number, lastYear: number, nextEligibleDate: string | null, available: boolean, donations: Array<{ __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent, place: string, venue: DonationVenue | null, kind: DonationKind }>, nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: string | null } } };

export type ProfileEditQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileEditQuery = { me: { __typename: 'User', id: string, availableToDonate: boolean, lastDonationDate: string | null, nextDonationDate: string | null, weightKg: number | null, emailAlerts: boolean, alertRadiusKm: number | null } };

export type RemoveDonationMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDonationMutation = { removeDonation: { __typename: 'MyDonations', total: number, lastYear: number, nextEligibleDate: string | null, available: boolean, donations: Array<{ __typename: 'Donation', id: string, donatedOn: string, component: DonationComponent, place: string, venue: DonationVenue | null, kind: DonationKind }>, nextEligibleByComponent: { __typename: 'NextEligibleDates', platelets: string | null } } };

export type UpdateAlertPreferencesMutationVariables = Exact<{
  input: UpdateAlertPreferencesInput;
}>;


export type UpdateAlertPreferencesMutation = { updateAlertPreferences: { __typename: 'User', id: string, availableToDonate: boolean, lastDonationDate: string | null, nextDonationDate: string | null, weightKg: number | null, emailAlerts: boolean, alertRadiusKm: number | null } };

export type UpdateBloodGroupMutationVariables = Exact<{
  input: UpdateBloodGroupInput;
}>;


export type UpdateBloodGroupMutation = { updateBloodGroup: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type UpdateContactMutationVariables = Exact<{
  input: UpdateContactInput;
}>;


export type UpdateContactMutation = { updateContact: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type UpdateDonorSettingsMutationVariables = Exact<{
  input: UpdateDonorSettingsInput;
}>;


export type UpdateDonorSettingsMutation = { updateDonorSettings: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, availableToDonate: boolean, lastDonationDate: string | null, nextDonationDate: string | null, weightKg: number | null, emailAlerts: boolean, alertRadiusKm: number | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { __typename: 'User', id: string, userName: string, email: string, pendingEmail: string | null, emailConfirmed: boolean, phoneNo: string | null, avatar: string | null, dateOfBirth: string, bloodGroup: string | null, pincode: string | null, isBloodGroupAdded: boolean, isContactInfoFilled: boolean, language: string, isModerator: boolean, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } } };

export type BlockHelperMutationVariables = Exact<{
  requestId: string | number;
  helperId: string | number;
}>;


export type BlockHelperMutation = { blockHelper: Array<{ __typename: 'RequestHelper', helperId: string, donorConfirmed: boolean, offeredAt: unknown, removed: boolean, blocked: boolean, reported: boolean, helperDetails: { __typename: 'HelperDetails', userName: string, bloodGroup: string | null, avatar: string | null }, helperContactInfo: { __typename: 'HelperContactInfo', pincode: string | null, phoneNo: string | null, email: string, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } | null } }> };

export type BloodRequestFieldsFragment = { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } };

export type BloodRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type BloodRequestQuery = { bloodRequest: { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } } };

export type CancelRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelRequestMutation = { cancelRequest: { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } } };

export type ConfirmDonorsMutationVariables = Exact<{
  requestId: string | number;
  donorHelperIds: Array<string | number> | string | number;
}>;


export type ConfirmDonorsMutation = { confirmDonors: { __typename: 'BloodRequest', id: string } };

export type CreateBloodRequestMutationVariables = Exact<{
  input: CreateBloodRequestInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateBloodRequestMutation = { createBloodRequest: { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } } };

export type FulfillRequestMutationVariables = Exact<{
  id: string | number;
  donorHelperIds?: Array<string | number> | string | number | null | undefined;
}>;


export type FulfillRequestMutation = { fulfillRequest: { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } } };

export type MyBlockedHelpersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBlockedHelpersQuery = { myBlockedHelpers: Array<{ __typename: 'BlockedHelper', blockedAt: unknown, user: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } }> };

export type MyRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRequestsQuery = { myRequests: Array<{ __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } }> };

export type OfferHelpMutationVariables = Exact<{
  requestId: string | number;
  idempotencyKey?: string | null | undefined;
}>;


export type OfferHelpMutation = { offerHelp: { __typename: 'BloodRequest', id: string, applicant: string, email: string, phoneNo: string, pincode: string, bloodGroup: string, component: BloodComponent, units: number, hospitalName: string | null, urgency: RequestUrgency | null, reason: string, date: string, isActive: boolean, isFulfilled: boolean, closedAt: unknown, reachedTo: number, approvedBy: number, createdAt: unknown, contactVisible: boolean, viewerIsOwner: boolean, viewerHasHelped: boolean, viewerHasReported: boolean, underReview: boolean, heldReason: HoldReason | null, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null }, requestedBy: { __typename: 'PublicUser', id: string, userName: string, avatar: string | null } } };

export type RemoveHelperMutationVariables = Exact<{
  requestId: string | number;
  helperId: string | number;
}>;


export type RemoveHelperMutation = { removeHelper: Array<{ __typename: 'RequestHelper', helperId: string, donorConfirmed: boolean, offeredAt: unknown, removed: boolean, blocked: boolean, reported: boolean, helperDetails: { __typename: 'HelperDetails', userName: string, bloodGroup: string | null, avatar: string | null }, helperContactInfo: { __typename: 'HelperContactInfo', pincode: string | null, phoneNo: string | null, email: string, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } | null } }> };

export type ReportHelperMutationVariables = Exact<{
  requestId: string | number;
  helperId: string | number;
  reason: ReportReason;
}>;


export type ReportHelperMutation = { reportHelper: boolean };

export type ReportRequestMutationVariables = Exact<{
  requestId: string | number;
}>;


export type ReportRequestMutation = { reportRequest: boolean };

export type RequestCountsSubscriptionVariables = Exact<{
  requestId: string | number;
}>;


export type RequestCountsSubscription = { requestCounts: { __typename: 'RequestCounts', requestId: string, reachedTo: number, approvedBy: number, isActive: boolean, isFulfilled: boolean } };

export type RequestHelperFieldsFragment = { __typename: 'RequestHelper', helperId: string, donorConfirmed: boolean, offeredAt: unknown, removed: boolean, blocked: boolean, reported: boolean, helperDetails: { __typename: 'HelperDetails', userName: string, bloodGroup: string | null, avatar: string | null }, helperContactInfo: { __typename: 'HelperContactInfo', pincode: string | null, phoneNo: string | null, email: string, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } | null } };

export type RequestHelpersQueryVariables = Exact<{
  requestId: string | number;
}>;


export type RequestHelpersQuery = { requestHelpers: Array<{ __typename: 'RequestHelper', helperId: string, donorConfirmed: boolean, offeredAt: unknown, removed: boolean, blocked: boolean, reported: boolean, helperDetails: { __typename: 'HelperDetails', userName: string, bloodGroup: string | null, avatar: string | null }, helperContactInfo: { __typename: 'HelperContactInfo', pincode: string | null, phoneNo: string | null, email: string, address: { __typename: 'Address', addressLine: string | null, district: string | null, state: string | null } | null } }> };

export type UnblockHelperMutationVariables = Exact<{
  userId: string | number;
}>;


export type UnblockHelperMutation = { unblockHelper: boolean };

export type PincodePlaceFragment = { __typename: 'PincodeInfo', district: string | null, state: string | null };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type RegisterPushSubscriptionMutationVariables = Exact<{
  endpoint: string;
  p256dh: string;
  auth: string;
}>;


export type RegisterPushSubscriptionMutation = { registerPushSubscription: boolean };

export type UnregisterPushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnregisterPushSubscriptionMutation = { unregisterPushSubscription: boolean };

export const UserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<UserFieldsFragment, unknown>;
export const CampaignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationLink"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"takesRsvps"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"shareContact"}}]}}]}}]} as unknown as DocumentNode<CampaignFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"requestState"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"navigate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campTitle"}},{"kind":"Field","name":{"kind":"Name","value":"campDate"}},{"kind":"Field","name":{"kind":"Name","value":"campTime"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"helperName"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleOn"}}]}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const DonorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableToDonate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"emailAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"alertRadiusKm"}}]}}]} as unknown as DocumentNode<DonorFieldsFragment, unknown>;
export const DonationRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDonations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lastYear"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleByComponent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platelets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<DonationRecordFieldsFragment, unknown>;
export const BloodRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<BloodRequestFieldsFragment, unknown>;
export const RequestHelperFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestHelperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestHelper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"donorConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"helperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"helperContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RequestHelperFieldsFragment, unknown>;
export const PincodePlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PincodePlace"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PincodeInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<PincodePlaceFragment, unknown>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const UndoEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UndoEmailChangeMutation, UndoEmailChangeMutationVariables>;
export const ResendEmailConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmailConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailConfirmation"}}]}}]} as unknown as DocumentNode<ResendEmailConfirmationMutation, ResendEmailConfirmationMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pushEndpoint"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pushEndpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pushEndpoint"}}}]}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SetLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetLanguageMutation, SetLanguageMutationVariables>;
export const CampaignAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignAttendees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"sharesContact"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<CampaignAttendeesQuery, CampaignAttendeesQueryVariables>;
export const CampaignGoingCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CampaignGoingCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignGoingCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}}]}}]}}]} as unknown as DocumentNode<CampaignGoingCountSubscription, CampaignGoingCountSubscriptionVariables>;
export const CampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Campaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}},{"kind":"Field","name":{"kind":"Name","value":"myDonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"contactNo"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"registrationLink"}},{"kind":"Field","name":{"kind":"Name","value":"leaflet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"takesRsvps"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"shareContact"}}]}}]}}]} as unknown as DocumentNode<CampaignQuery, CampaignQueryVariables>;
export const ConfirmCampDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmCampDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"component"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationComponent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCampDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"component"},"value":{"kind":"Variable","name":{"kind":"Name","value":"component"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}}]}}]}}]} as unknown as DocumentNode<ConfirmCampDonationMutation, ConfirmCampDonationMutationVariables>;
export const RemoveCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveCampaignMutation, RemoveCampaignMutationVariables>;
export const ReportCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}}]}]}}]} as unknown as DocumentNode<ReportCampaignMutation, ReportCampaignMutationVariables>;
export const RsvpCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RsvpCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"going"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shareContact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvpCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"going"},"value":{"kind":"Variable","name":{"kind":"Name","value":"going"}}},{"kind":"Argument","name":{"kind":"Name","value":"shareContact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shareContact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRsvp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"going"}},{"kind":"Field","name":{"kind":"Name","value":"shareContact"}}]}}]}}]}}]} as unknown as DocumentNode<RsvpCampaignMutation, RsvpCampaignMutationVariables>;
export const UndoCampDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoCampDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<UndoCampDonationMutation, UndoCampDonationMutationVariables>;
export const NearMeAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NearMeAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<NearMeAlertsSubscription, NearMeAlertsSubscriptionVariables>;
export const OpenRequestsNearMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenRequestsNearMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequestsNearMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emptyReason"}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"district"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OpenRequestsNearMeQuery, OpenRequestsNearMeQueryVariables>;
export const BanUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BanUserMutation, BanUserMutationVariables>;
export const HideItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HideItemMutation, HideItemMutationVariables>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"subjectUserName"}},{"kind":"Field","name":{"kind":"Name","value":"moderatorName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationLogQuery, ModerationLogQueryVariables>;
export const ModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"helperFlag"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"heldAt"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"weighingReporters"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"accountCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}},{"kind":"Field","name":{"kind":"Name","value":"helps"}},{"kind":"Field","name":{"kind":"Name","value":"earlierActions"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const RestoreItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RestoreItemMutation, RestoreItemMutationVariables>;
export const UnbanUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbanUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbanUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UnbanUserMutation, UnbanUserMutationVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"requestState"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"navigate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campTitle"}},{"kind":"Field","name":{"kind":"Name","value":"campDate"}},{"kind":"Field","name":{"kind":"Name","value":"campTime"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"helperName"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleOn"}}]}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const NotificationsMarkedReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationsMarkedRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationsMarkedRead"}}]}}]} as unknown as DocumentNode<NotificationsMarkedReadSubscription, NotificationsMarkedReadSubscriptionVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"requestState"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"navigate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campTitle"}},{"kind":"Field","name":{"kind":"Name","value":"campDate"}},{"kind":"Field","name":{"kind":"Name","value":"campTime"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"helperName"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBy"}},{"kind":"Field","name":{"kind":"Name","value":"patientFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleOn"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const AddDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDonations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lastYear"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleByComponent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platelets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<AddDonationMutation, AddDonationMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const MyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"}}]}}]} as unknown as DocumentNode<MyDataQuery, MyDataQueryVariables>;
export const MyDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDonations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDonations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDonations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lastYear"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleByComponent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platelets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<MyDonationsQuery, MyDonationsQueryVariables>;
export const ProfileEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileEdit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableToDonate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"emailAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"alertRadiusKm"}}]}}]} as unknown as DocumentNode<ProfileEditQuery, ProfileEditQueryVariables>;
export const RemoveDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationRecordFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDonations"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donatedOn"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lastYear"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextEligibleByComponent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platelets"}}]}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]} as unknown as DocumentNode<RemoveDonationMutation, RemoveDonationMutationVariables>;
export const UpdateAlertPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlertPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAlertPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAlertPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableToDonate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"emailAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"alertRadiusKm"}}]}}]} as unknown as DocumentNode<UpdateAlertPreferencesMutation, UpdateAlertPreferencesMutationVariables>;
export const UpdateBloodGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBloodGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBloodGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBloodGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<UpdateBloodGroupMutation, UpdateBloodGroupMutationVariables>;
export const UpdateContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<UpdateContactMutation, UpdateContactMutationVariables>;
export const UpdateDonorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDonorSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDonorSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDonorSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availableToDonate"}},{"kind":"Field","name":{"kind":"Name","value":"lastDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDonationDate"}},{"kind":"Field","name":{"kind":"Name","value":"weightKg"}},{"kind":"Field","name":{"kind":"Name","value":"emailAlerts"}},{"kind":"Field","name":{"kind":"Name","value":"alertRadiusKm"}}]}}]} as unknown as DocumentNode<UpdateDonorSettingsMutation, UpdateDonorSettingsMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"isBloodGroupAdded"}},{"kind":"Field","name":{"kind":"Name","value":"isContactInfoFilled"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"isModerator"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const BlockHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"helperId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestHelperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestHelperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestHelper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"donorConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"helperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"helperContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BlockHelperMutation, BlockHelperMutationVariables>;
export const BloodRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BloodRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bloodRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<BloodRequestQuery, BloodRequestQueryVariables>;
export const CancelRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<CancelRequestMutation, CancelRequestMutationVariables>;
export const ConfirmDonorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmDonors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donorHelperIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmDonors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"donorHelperIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donorHelperIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConfirmDonorsMutation, ConfirmDonorsMutationVariables>;
export const CreateBloodRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBloodRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBloodRequestInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBloodRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<CreateBloodRequestMutation, CreateBloodRequestMutationVariables>;
export const FulfillRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FulfillRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"donorHelperIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fulfillRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"donorHelperIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"donorHelperIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<FulfillRequestMutation, FulfillRequestMutationVariables>;
export const MyBlockedHelpersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBlockedHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBlockedHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]} as unknown as DocumentNode<MyBlockedHelpersQuery, MyBlockedHelpersQueryVariables>;
export const MyRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<MyRequestsQuery, MyRequestsQueryVariables>;
export const OfferHelpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferHelp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerHelp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BloodRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BloodRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BloodRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicant"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"hospitalName"}},{"kind":"Field","name":{"kind":"Name","value":"urgency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"contactVisible"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasHelped"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasReported"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"heldReason"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]} as unknown as DocumentNode<OfferHelpMutation, OfferHelpMutationVariables>;
export const RemoveHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"helperId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestHelperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestHelperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestHelper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"donorConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"helperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"helperContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RemoveHelperMutation, RemoveHelperMutationVariables>;
export const ReportHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportReason"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}},{"kind":"Argument","name":{"kind":"Name","value":"helperId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<ReportHelperMutation, ReportHelperMutationVariables>;
export const ReportRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}]}]}}]} as unknown as DocumentNode<ReportRequestMutation, ReportRequestMutationVariables>;
export const RequestCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RequestCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"reachedTo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedBy"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isFulfilled"}}]}}]}}]} as unknown as DocumentNode<RequestCountsSubscription, RequestCountsSubscriptionVariables>;
export const RequestHelpersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestHelpers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestHelpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestHelperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestHelperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RequestHelper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"donorConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"helperDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"bloodGroup"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"helperContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressLine"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RequestHelpersQuery, RequestHelpersQueryVariables>;
export const UnblockHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<UnblockHelperMutation, UnblockHelperMutationVariables>;
export const PushPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]} as unknown as DocumentNode<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const RegisterPushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p256dh"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"keys"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"p256dh"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p256dh"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"auth"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auth"}}}]}}]}}]}]}}]} as unknown as DocumentNode<RegisterPushSubscriptionMutation, RegisterPushSubscriptionMutationVariables>;
export const UnregisterPushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnregisterPushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unregisterPushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}]}]}}]} as unknown as DocumentNode<UnregisterPushSubscriptionMutation, UnregisterPushSubscriptionMutationVariables>;