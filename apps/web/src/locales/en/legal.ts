/** The privacy policy and the terms: long texts read on two pages only. */
const legal = {
  effectiveDate: 'Effective date: {{date}}',
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
} as const;

export default legal;
