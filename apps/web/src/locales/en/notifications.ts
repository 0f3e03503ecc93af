/** The notification list and the navbar bell. */
const notifications = {
  loading: 'Loading notifications',
  unread: 'Notifications, {{count}} unread',
  loadMore: 'Load more',
  new: 'New',
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
} as const;

export default notifications;
