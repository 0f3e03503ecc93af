import {
  ASSISTANT_MESSAGES,
  ASSISTANT_SAMPLE_QUESTIONS,
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_FEED_NOTICES,
  CAMPAIGN_FIELD_MESSAGES,
  MESSAGES,
  PRODUCT_TAGLINE,
  PROFILE_FIELD_MESSAGES,
  VALIDATION_MESSAGES,
} from "@redhope/domain";

/**
 * The English catalogue: every text the client shows, by key. The product's messages and
 * validation texts come from libs/domain (one copy, shared with the server, spelt as the SPEC
 * spells them); everything else is written here. hi.ts holds the same keys in Hindi, and a test
 * fails when either lacks a key the other has. Keys are grouped by the screen or feature that
 * owns them; a new screen adds its group here and in hi.ts.
 */
export const en = {
  messages: MESSAGES,
  validation: VALIDATION_MESSAGES,

  common: {
    tagline: PRODUCT_TAGLINE,
    homeLink: "Redhope home",
    skipToContent: "Skip to content",
    loading: "Loading...",
    refresh: "Refresh",
    backToHome: "Back to Home",
    comingSoon: "This page is coming soon.",
    notAdded: "Not added",
    copyright: "© 2025 Redhope. All rights reserved.",
    toasts: "Notifications Alt+T",
    close: "Close",
  },

  // The product's places: their link labels, headings and page titles.
  places: {
    requestDonation: "Request for donation",
    contributeCampaign: "Contribute campaign",
    contributeACampaign: "Contribute a campaign",
    healthAssistant: "Health assistant",
    notifications: "Notifications",
    privacy: "Privacy policy",
    terms: "Terms & conditions",
    login: "Login",
    signup: "Signup",
    editProfile: "Edit profile",
    bloodRequest: "Blood request",
    campaign: "Campaign",
    myRequests: "My requests",
    myContributions: "My contributions",
    pageNotFound: "Page not found",
    somethingWentWrong: "Something went wrong",
  },

  navbar: {
    label: "Main",
  },

  accountMenu: {
    button: "Account menu",
    logOut: "Log out",
    signIn: "Signin",
    theme: "Theme",
    light: "Light",
    dark: "Dark",
    system: "System",
    language: "Language",
  },

  banner: {
    label: "Profile incomplete",
  },

  home: {
    heading: "Redhope: sharing lives",
    services: "Services",
    requestDonation: "Post an urgent blood request and reach donors near you.",
    contributeCampaign: "Share a blood donation or health camp in your area.",
    healthAssistant: "Ask Jyoti about donation, health and wellbeing.",
    campaigns: "Campaigns",
  },

  placeholders: {
    requestDetail: "Urgent blood required",
    campaignDetail: "Health campaign",
    createRequest: "Request for a Blood donation",
    createCampaign: "Share your nearby health campaign",
    healthAssistant: "Assistant Jyoti",
    profileEdit: "Update your profile",
  },

  notFound: {
    body: "The page you are looking for does not exist, was removed or is not available to you.",
  },

  routeError: {
    body: "Please refresh the page. If it keeps happening, try again later.",
  },

  auth: {
    email: "Email",
    password: "Password",
    userName: "User name",
    dateOfBirth: "Date of birth",
    loginHeading: "Login to Redhope",
    loginIntro:
      "Welcome back. Log in to request blood, help others and share campaigns.",
    loggingIn: "Logging in...",
    noAccount: "Don't have an account? <signup>Signup</signup>",
    signupHeading: "Create your Redhope account",
    signupIntro:
      "Join a community of donors across India. You must be 18 or older.",
    creatingAccount: "Creating account...",
    haveAccount: "Already have an account? <login>Login</login>",
  },

  profile: {
    sections: "Profile sections",
    loading: "Loading profile",
    avatar: "{{userName}}'s avatar",
    email: "Email",
    phone: "Phone",
    dateOfBirth: "Date of birth",
    bloodGroup: "Blood group",
    address: "Address",
  },

  legal: {
    effectiveDate: "Effective date: {{date}}",
  },

  campaigns: {
    filterLabel: "Show",
    filterAll: "All campaigns",
    filterLocation: "My location",
    loading: "Loading campaigns",
    todayCamps: "Today's Camps",
    otherCamps: "Other Camps",
    locationSignedOut: CAMPAIGN_FEED_NOTICES.signedOut,
    locationNoPincode: CAMPAIGN_FEED_NOTICES.noPincode,
    when: "When:",
    where: "Where:",
    categories: {
      general: CAMPAIGN_CATEGORIES[0],
      blood: CAMPAIGN_CATEGORIES[1],
      eye: CAMPAIGN_CATEGORIES[2],
      dental: CAMPAIGN_CATEGORIES[3],
      wellness: CAMPAIGN_CATEGORIES[4],
      maternal: CAMPAIGN_CATEGORIES[5],
      awareness: CAMPAIGN_CATEGORIES[6],
    },
    // The server's per-field texts, so that a refused field reads in the reader's language.
    fields: CAMPAIGN_FIELD_MESSAGES,
    form: {
      intro:
        "Tell people nearby about a blood donation or health camp. Fields marked optional can stay empty.",
      title: "Title",
      category: "Category",
      chooseCategory: "Choose a category",
      addressLine: "Address line",
      district: "District",
      state: "State",
      pincode: "Pincode",
      contactNo: "Contact number (optional)",
      date: "Date",
      time: "Time",
      description: "Description",
      registrationLink: "Registration link (optional)",
      leaflet: "Leaflet image",
      chooseLeaflet: "Choose an image",
      changeLeaflet: "Change image",
      noLeaflet: "No image chosen",
      leafletPreview: "Preview of the chosen leaflet",
      submit: "Share campaign",
      sending: "Sharing...",
    },
    detail: {
      loading: "Loading campaign",
      leaflet: "Leaflet of {{title}}",
      category: "Category",
      date: "Date",
      time: "Time",
      place: "Place",
      contact: "Contact",
      sharedBy: "Shared by",
      register: "Register for this camp",
      share: "Share",
      linkCopied: "Link copied",
      reportAbuse: "Report abuse",
      remove: "Remove campaign",
      removeTitle: "Remove this campaign?",
      removeConfirm: "After remove, it can not be restore.",
      removing: "Removing...",
      cancel: "Cancel",
    },
  },

  // The profile rules' texts the server also sends (libs/domain), for the profile edit page.
  profileFields: PROFILE_FIELD_MESSAGES,

  // The profile edit page (/profile-edit).
  profileEdit: {
    backToProfile: 'Back to your profile',
    photo: 'Profile photo',
    changePhoto: 'Change photo',
    photoHint: 'A JPEG, PNG or WebP image of up to 10 MB, cropped square.',
    notAnImage: 'Please choose an image file',
    cropTitle: 'Crop your photo',
    cropHint: 'Drag the photo, or focus the frame and use the arrow keys, to place it inside the square.',
    cropArea: 'Crop frame',
    zoom: 'Zoom',
    savePhoto: 'Save photo',
    uploading: 'Uploading...',
    cancel: 'Cancel',
    general: 'General',
    saveGeneral: 'Save details',
    saving: 'Saving...',
    health: 'Health',
    chooseBloodGroup: 'Select your blood group',
    saveBloodGroup: 'Save blood group',
    donation: 'Donation',
    availableToDonate: 'Available to donate',
    availableHint: 'When off, you get no alerts for blood requests near you.',
    lastDonationDate: 'Last donation date',
    nextDonation: 'You may donate again from {{date}}.',
    mayDonateToday: 'You may donate today.',
    saveDonation: 'Save donation details',
    contact: 'Contact',
    phoneNo: 'Phone number',
    addressLine: 'Address line',
    district: 'District',
    state: 'State',
    pincode: 'Pincode',
    pincodeFilled: 'District and state filled in from pincode {{pincode}}.',
    nationality: 'Nationality',
    india: 'India',
    tooLong: 'This is too long',
    saveContact: 'Save contact details',
    changePassword: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    updatePassword: 'Update password',
    privacy: 'Privacy',
    privacyIntro: 'Your data belongs to you: take a copy of it, or delete your account.',
    downloadData: 'Download my data',
    downloadHint: 'Everything Redhope stores about you, as a JSON file.',
    preparing: 'Preparing...',
    deleteAccount: 'Delete my account',
    deleteHint: 'Removes your account and personal data for good.',
    deleteTitle: 'Delete your account?',
    deletesIntro: 'This permanently deletes:',
    deletesProfile: 'your profile: name, email, phone, address, date of birth, blood group and photo',
    deletesRequests: 'your blood requests, and your contact details on requests you helped',
    deletesCampaigns: 'your campaigns and their leaflets',
    deletesNotifications: 'your notifications',
    deleteIrreversible: 'This cannot be undone. Enter your password to confirm.',
    confirmDelete: 'Delete account',
    deleting: 'Deleting...',
  },

  // The health assistant's chat (features/assistant).
  assistant: {
    title: "Assistant Jyoti",
    greeting: "Hello, I'm Jyoti",
    intro: "Ask me anything about your health and I will try to help you.",
    samplesLabel: "Sample questions",
    samples: {
      diabetes: ASSISTANT_SAMPLE_QUESTIONS[0],
      sleep: ASSISTANT_SAMPLE_QUESTIONS[1],
      weightLoss: ASSISTANT_SAMPLE_QUESTIONS[2],
      immunity: ASSISTANT_SAMPLE_QUESTIONS[3],
      stress: ASSISTANT_SAMPLE_QUESTIONS[4],
    },
    conversation: "Conversation with Jyoti",
    you: "You",
    jyoti: "Jyoti",
    inputPlaceholder: "Type your health queries",
    send: "Send",
    generating: "Generating responses...",
    copy: "Copy message",
    askAgain: "Ask again",
    copyFailed: "Unable to copy the text",
    taskDone: "Done",
    taskOpen: "Not done",
    table: "Table",
    refusals: ASSISTANT_MESSAGES,
  },
} as const;

export type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language follows: the English keys, with any text in place of the English. */
export type Catalogue = Widen<typeof en>;
