import { graphql, HttpResponse } from 'msw';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { MarkNotificationsReadMutation } from '../mark-notifications-read.graphql';
import { NotificationsQuery } from '../notifications.graphql';
import { UnreadNotificationsQuery } from '../unread-notifications.graphql';

type NotificationInput = Partial<Omit<NotificationFieldsFragment, 'params'>> & { params?: Partial<NotificationFieldsFragment['params']> };

/** A request alert as the server sends it (its English text beside its kind and parameters). */
export function makeNotification(overrides: NotificationInput = {}): NotificationFieldsFragment {
  const { params, ...rest } = overrides;
  return {
    __typename: 'Notification',
    id: 'n1',
    kind: 'request-alert',
    title: 'Urgent blood donation required',
    body: 'Ravi Kumar needs O+ blood about 4 km from you, in Pune, by 04/05/2030.',
    createdAt: '2030-05-01T08:30:00.000Z',
    read: false,
    actions: [{ __typename: 'NotificationAction', name: 'Help Ravi Kumar', navigate: '/request/r1' }],
    ...rest,
    requestState: rest.requestState === undefined ? 'OPEN' : rest.requestState,
    params: {
      __typename: 'NotificationParams',
      applicant: 'Ravi Kumar',
      bloodGroup: 'O+',
      component: null,
      units: null,
      hospitalName: null,
      distanceKm: 4,
      district: 'Pune',
      helperName: null,
      requestId: 'r1',
      requiredBy: '2030-05-04',
      campaignId: null,
      campTitle: null,
      campDate: null,
      campTime: null,
      patientFirstName: null,
      donatedOn: null,
      eligibleOn: null,
      ...params,
    },
  };
}

/** A list of `notifications` (one page) and its unread count; marking read leaves none unread. */
export function notificationsHandlers(notifications: NotificationFieldsFragment[] = []) {
  const unreadCount = notifications.filter((notification) => !notification.read).length;
  return [
    graphql.query(NotificationsQuery, () =>
      HttpResponse.json({
        data: {
          notifications: {
            __typename: 'NotificationConnection',
            nodes: notifications,
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            unreadCount,
          },
        },
      }),
    ),
    graphql.query(UnreadNotificationsQuery, () =>
      HttpResponse.json({ data: { notifications: { __typename: 'NotificationConnection', unreadCount } } }),
    ),
    graphql.mutation(MarkNotificationsReadMutation, () => HttpResponse.json({ data: { markNotificationsRead: 0 } })),
  ];
}
