import {
  ASSISTANT_MESSAGES,
  ASSISTANT_SAMPLE_QUESTIONS,
  MESSAGES,
  PRODUCT_TAGLINE,
  PROFILE_FIELD_MESSAGES,
  VALIDATION_MESSAGES,
} from '@redhope/domain';

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
    homeLink: 'Redhope home',
    skipToContent: 'Skip to content',
    loading: 'Loading...',
    refresh: 'Refresh',
    backToHome: 'Back to Home',
    comingSoon: 'This page is coming soon.',
    notAdded: 'Not added',
    copyright: '© 2025 Redhope. All rights reserved.',
    toasts: 'Notifications Alt+T',
    close: 'Close',
  },

  // The product's places: their link labels, headings and page titles.
  places: {
    requestDonation: 'Request for donation',
    contributeCampaign: 'Contribute campaign',
    contributeACampaign: 'Contribute a campaign',
    healthAssistant: 'Health assistant',
    notifications: 'Notifications',
    privacy: 'Privacy policy',
    terms: 'Terms & conditions',
    login: 'Login',
    signup: 'Signup',
    editProfile: 'Edit profile',
    bloodRequest: 'Blood request',
    campaign: 'Campaign',
    myRequests: 'My requests',
    myContributions: 'My contributions',
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

  home: {
    heading: 'Redhope: sharing lives',
    services: 'Services',
    requestDonation: 'Post an urgent blood request and reach donors near you.',
    contributeCampaign: 'Share a blood donation or health camp in your area.',
    healthAssistant: 'Ask Jyoti about donation, health and wellbeing.',
    campaigns: 'Campaigns',
  },

  placeholders: {
    requestDetail: 'Urgent blood required',
    campaignDetail: 'Health campaign',
    createRequest: 'Request for a Blood donation',
    createCampaign: 'Share your nearby health campaign',
    healthAssistant: 'Assistant Jyoti',
    profileEdit: 'Update your profile',
  },

  notFound: {
    body: 'The page you are looking for does not exist, was removed or is not available to you.',
  },

  routeError: {
    body: 'Please refresh the page. If it keeps happening, try again later.',
  },

  auth: {
    email: 'Email',
    password: 'Password',
    userName: 'User name',
    dateOfBirth: 'Date of birth',
    loginHeading: 'Login to Redhope',
    loginIntro: 'Welcome back. Log in to request blood, help others and share campaigns.',
    loggingIn: 'Logging in...',
    noAccount: "Don't have an account? <signup>Signup</signup>",
    signupHeading: 'Create your Redhope account',
    signupIntro: 'Join a community of donors across India. You must be 18 or older.',
    creatingAccount: 'Creating account...',
    haveAccount: 'Already have an account? <login>Login</login>',
  },

  profile: {
    sections: 'Profile sections',
    loading: 'Loading profile',
    avatar: "{{userName}}'s avatar",
    email: 'Email',
    phone: 'Phone',
    dateOfBirth: 'Date of birth',
    bloodGroup: 'Blood group',
    address: 'Address',
  },

  legal: {
    effectiveDate: 'Effective date: {{date}}',
  },

  privacy: {
    intro:
      "Redhope is a voluntary community that connects people in India who urgently need blood with people willing to donate, and shares nearby health campaigns. This policy explains what we collect, why, who can see it and the choices you have. We handle personal data in line with India's Digital Personal Data Protection Act, 2023.",
    collect: {
      title: 'What we collect',
      items: [
        'Account details: user name, email address, date of birth (to confirm you are 18 or older) and your password, which we store only as a secure hash.',
        'Profile details you choose to add: profile picture, blood group, phone number, address, district, state and pincode.',
        'Blood requests you post: the applicant name, contact details, address, pincode, blood group, reason and the date by which blood is needed.',
        'Campaigns you share: title, category, venue, pincode, date and time, description, contact number, registration link and the leaflet image.',
        'Activity needed to run the service: help offers, abuse reports, notifications and the questions you ask the health assistant.',
        'Technical data: sign-in cookies and basic server logs (IP address, browser, time of request) used for security.',
      ],
    },
    use: {
      title: 'How we use it',
      items: [
        'To show your blood requests and campaigns to the community, and to notify nearby users whose blood group can help.',
        'To tell a request owner who has offered help, and to send you notifications about your own requests and help offers.',
        'To keep accounts secure, prevent fraud and act on abuse reports.',
        'To answer your health assistant questions. Your questions are processed only to produce the answer.',
      ],
      noSale: 'We do not sell your personal data, we do not show advertising and we do not use third-party trackers.',
    },
    visibility: {
      title: 'Who can see what',
      items: [
        'A blood request and a campaign are public: anyone, including visitors who are not signed in, can open and share them. Include only what a donor needs.',
        'When you offer help on a request, your name, blood group, phone number, email and address are shared only with the owner of that request, so they can contact you. Other users never see them.',
        'Your profile details are not shown publicly; other users see only your user name and picture next to your requests and help offers.',
        'We disclose data to authorities only when Indian law requires it.',
      ],
    },
    cookies: {
      title: 'Cookies',
      body: "We use only the cookies needed to keep you signed in. Your theme and language choices are kept in your browser's local storage and never sent to us.",
    },
    retention: {
      title: 'Storage and retention',
      body: 'Your data is stored on secured servers. We keep your account while it is active. Closed requests and removed campaigns are kept only as long as needed to handle reports and legal obligations, then deleted.',
    },
    rights: {
      title: 'Your rights',
      body: 'You can view and correct your details on your profile at any time. You can ask us for a copy of your data, for its correction or erasure, or withdraw your consent by closing your account. Write to us and we will respond within 30 days.',
    },
    children: {
      title: 'Children',
      body: 'Redhope is only for adults aged 18 or older. We do not knowingly collect data from children.',
    },
    changes: {
      title: 'Changes to this policy',
      body: 'If we change this policy we will update the effective date above and, for important changes, notify you in the app.',
    },
    contact: {
      title: 'Contact and grievances',
      body: "For questions, complaints or data requests, email <mail>{{email}}</mail>. You can also use 'Report abuse' on any request or campaign.",
    },
  },

  terms: {
    intro: 'These terms apply to everyone who uses Redhope. By creating an account or using the service you agree to them.',
    eligibility: {
      title: 'Who can use Redhope',
      body: 'You must be 18 or older and able to enter a binding agreement under Indian law. One person, one account; keep your password private and tell us if you think your account has been misused.',
    },
    voluntary: {
      title: 'Voluntary donation only',
      items: [
        'Redhope exists for voluntary, unpaid blood donation. Buying or selling blood, and paid (professional) donation, are banned in India and forbidden here.',
        'Never ask for or offer money, gifts or favours in return for blood. Report anyone who does.',
        'Blood must be donated and received through a licensed blood bank or hospital, which decides whether a donor is eligible and tests every unit.',
      ],
    },
    content: {
      title: 'Requests, help and campaigns',
      items: [
        'Post a blood request only for a real, current need, and keep its details correct. Mark it fulfilled or cancel it when it is no longer needed.',
        'Offer help only if you intend to donate. When you do, your contact details are shared with the request owner.',
        'Share only genuine health campaigns with accurate date, place and organiser details. Leaflets must be yours to share.',
        "Do not post content that is false, abusive, discriminatory, sexual, or that reveals another person's private data without consent.",
      ],
    },
    medical: {
      title: 'Not medical advice',
      body: 'Redhope, including the health assistant Jyoti, gives general information only. It is not a diagnosis or a substitute for a doctor. In an emergency, call 112 or go to the nearest hospital.',
    },
    liability: {
      title: 'Our role and liability',
      body: 'Redhope is a platform that connects people; it does not collect, store, test or supply blood, and it cannot verify every request, offer or campaign. We are not responsible for arrangements made between users. To the extent the law allows, the service is provided as is.',
    },
    suspension: {
      title: 'Suspension',
      body: 'We may remove content and suspend or close accounts that break these terms, for example after confirmed abuse reports.',
    },
    privacy: {
      title: 'Privacy',
      body: 'How we handle your data is described in our <privacy>Privacy policy</privacy>.',
    },
    changes: {
      title: 'Changes and governing law',
      body: 'We may update these terms and will change the effective date above when we do. These terms are governed by the laws of India.',
    },
    contact: {
      title: 'Contact',
      body: 'Questions about these terms: <mail>{{email}}</mail>.',
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
    title: 'Assistant Jyoti',
    greeting: "Hello, I'm Jyoti",
    intro: 'Ask me anything about your health and I will try to help you.',
    samplesLabel: 'Sample questions',
    samples: {
      diabetes: ASSISTANT_SAMPLE_QUESTIONS[0],
      sleep: ASSISTANT_SAMPLE_QUESTIONS[1],
      weightLoss: ASSISTANT_SAMPLE_QUESTIONS[2],
      immunity: ASSISTANT_SAMPLE_QUESTIONS[3],
      stress: ASSISTANT_SAMPLE_QUESTIONS[4],
    },
    conversation: 'Conversation with Jyoti',
    you: 'You',
    jyoti: 'Jyoti',
    inputPlaceholder: 'Type your health queries',
    send: 'Send',
    generating: 'Generating responses...',
    copy: 'Copy message',
    askAgain: 'Ask again',
    copyFailed: 'Unable to copy the text',
    taskDone: 'Done',
    taskOpen: 'Not done',
    table: 'Table',
    refusals: ASSISTANT_MESSAGES,
  },
} as const;

type Widen<T> = T extends string ? string : T extends readonly string[] ? readonly string[] : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language follows: the English keys, with any text in place of the English. */
export type Catalogue = Widen<typeof en>;
