/** The notification list and the navbar bell. */
const notifications = {
  loading: 'Loading notifications',
  unread: 'Notifications, {{count}} unread',
  loadMore: 'Load more',
  new: 'New',
  requestAlert: {
    title: 'Urgent blood donation required',
    body: '{{applicant}} needs {{bloodGroup}} blood, in {{district}}, by {{date}}.',
    bodyNear: '{{applicant}} needs {{bloodGroup}} blood about {{distanceKm}} km from you, in {{district}}, by {{date}}.',
    action: 'Help {{applicant}}',
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
} as const;

export default notifications;
