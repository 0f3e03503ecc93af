import { NOTIFICATION_TEXTS_EN, ACCOUNT_MESSAGES, ASSISTANT_MESSAGES, DONATION_MESSAGES, INPUT_MESSAGES, CAMPAIGN_FIELD_MESSAGES, MESSAGES, PRODUCT_TAGLINE, PROFILE_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';

/** The texts every page may show (navigation, menus, the product's messages and validation texts, the server's field texts). The product's messages come from libs/domain, spelt as the SPEC spells them. */
const common = {
  tagline: PRODUCT_TAGLINE,
  homeLink: 'Redhope home',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  refresh: 'Refresh',
  backToHome: 'Back to Home',
  comingSoon: 'This page is coming soon.',
  notAdded: 'Not added',
  userFailed: 'Your account details could not be loaded.',
  copyright: '© 2025 Redhope. All rights reserved.',
  toasts: 'Notifications Alt+T',
  close: 'Close',
  messages: MESSAGES,
  validation: VALIDATION_MESSAGES,
  // The profile rules' texts the server also sends (libs/domain), for the profile edit page.
  profileFields: PROFILE_FIELD_MESSAGES,
  campaignFields: CAMPAIGN_FIELD_MESSAGES,
  // Account recovery and e-mail confirmation (libs/domain), the server's answers to the link calls.
  accountMessages: ACCOUNT_MESSAGES,
  // The donation record's rules (libs/domain), the server's answers to adding a donation and naming donors.
  donationMessages: DONATION_MESSAGES,
  // Input any form may have refused (control characters, invisible characters in a name).
  inputMessages: INPUT_MESSAGES,
  assistantRefusals: ASSISTANT_MESSAGES,
  tooLong: 'This is too long',
  // What each form field lacks, under the field (the forms' one failure text stays for the server's refusal).
  required: {
    applicant: "Enter the patient's name",
    addressLine: 'Enter the address',
    district: 'Enter the district',
    state: 'Enter the state',
    reason: 'Say why blood is needed',
    component: 'Choose what is needed',
    units: 'Choose how many units',
    hospitalName: "Enter the hospital's name",
    urgency: 'Choose how soon it is needed',
    commit: 'Tick the box to confirm that the details are correct',
  },
  requestDateOutOfRange: 'Choose a date from today up to 90 days ahead',
  // What a request needs (libs/domain REQUEST_COMPONENTS), for the form, the request page, alerts and sharing.
  pincodeFilled: 'District and state filled in from pincode {{pincode}}.',
  drafts: {
    restored: 'Your draft is back: everything you typed is filled in again.',
    chooseFileAgain: 'The file for "{{file}}" is not kept in a draft: choose it again.',
    discard: 'Discard draft',
  },
  components: {
    RED_CELLS: 'Red cells (packed cells, the usual "blood")',
    WHOLE_BLOOD: 'Whole blood',
    PLATELETS: 'Platelets (apheresis, one donor at the machine 1 to 2 hours)',
    PLASMA: 'Plasma',
    ANY_GROUP: 'Any group (replacement donation)',
  },
  urgencies: {
    TODAY: 'Today',
    WITHIN_3_DAYS: 'Within 3 days',
    PLANNED: 'Planned',
  },
  need: NOTIFICATION_TEXTS_EN.need,
  // Field labels more than one feature uses.
  fields: {
    email: 'Email',
    password: 'Password',
    userName: 'User name',
    dateOfBirth: 'Date of birth',
  },
  // The product's places: their link labels, headings and page titles.
  places: {
    requestDonation: 'Request for donation',
    contributeCampaign: 'Contribute campaign',
    contributeACampaign: 'Contribute a campaign',
    healthAssistant: 'Health assistant',
    notifications: 'Notifications',
    moderation: 'Moderation',
    privacy: 'Privacy policy',
    terms: 'Terms & conditions',
    login: 'Login',
    signup: 'Signup',
    editProfile: 'Edit profile',
    bloodRequest: 'Blood request',
    campaign: 'Campaign',
    myRequests: 'My requests',
    myContributions: 'My contributions',
    myDonations: 'My donations',
    pageNotFound: 'Page not found',
    somethingWentWrong: 'Something went wrong',
  },
  navbar: {
    label: 'Main',
  },
  accountMenu: {
    button: 'Account menu',
    logOut: 'Log out',
    signIn: 'Signin',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    language: 'Language',
  },
  banner: {
    label: 'Profile incomplete',
  },
  placeholders: {
    requestDetail: 'Urgent blood required',
    campaignDetail: 'Health campaign',
    createRequest: 'Request for a Blood donation',
    createCampaign: 'Share your nearby health campaign',
    profileEdit: 'Update your profile',
  },
  notFound: {
    body: 'The page you are looking for does not exist, was removed or is not available to you.',
  },
  routeError: {
    body: 'Please refresh the page. If it keeps happening, try again later.',
  },
  // A page whose data could not be loaded (components/load-failed.tsx).
  loadFailed: {
    body: 'This page could not be loaded. Try again; if it keeps happening, try again later.',
    offline: 'This page could not be loaded without a connection. It loads by itself when you are back online.',
  },
  // The installable app (service worker, offline page, install offer), on any page.
  offline: {
    title: 'Offline | Redhope',
    heading: 'You are offline',
    body: 'Redhope needs a connection to show requests and campaigns. Check your connection and try again.',
    retry: 'Try again',
    emergency: 'In an emergency, call {{number}}.',
  },
  appUpdate: {
    ready: 'A new version of Redhope is ready.',
    reload: 'Reload',
  },
  installOffer: {
    text: 'Install Redhope on this device to open it like an app and get alerts faster.',
    install: 'Install',
    notNow: 'Not now',
  },
  // Sharing a request or a campaign (beside the device's own share).
  share: {
    whatsApp: 'Share on WhatsApp',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;

export default common;
