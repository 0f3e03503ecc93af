import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderNotification } from '@redhope/domain';
import { signIn } from '../../auth/__tests__/handlers';
import { formatDate, formatTime } from '../../../lib/dates';
import { applyLanguage } from '../../../lib/i18n';
import { graphqlWs } from '../../../test/graphql-ws';
import { deferred, noResponse } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { NotificationsQuery } from '../notifications.graphql';
import { makeNotification, notificationsHandlers } from './handlers';

const HELP_OFFERED = makeNotification({
  id: 'n2',
  kind: 'help-offered',
  title: 'Someone offered help',
  body: 'Karan offered to help Ravi Kumar. Their contact details are on your request.',
  createdAt: '2030-05-02T18:05:00.000Z',
  read: true,
  actions: [{ __typename: 'NotificationAction', name: 'View helpers', navigate: '/request/r9' }],
  params: { helperName: 'Karan', requestId: 'r9', bloodGroup: null, district: null, distanceKm: null, requiredBy: null },
});

function bell() {
  return screen.getByRole('link', { name: /^Notifications/ });
}

describe('the notifications page', () => {
  it('lists each notification with its date, time, title, body and actions, newest first', async () => {
    signIn();
    const alert = makeNotification();
    server.use(...notificationsHandlers([HELP_OFFERED, alert]));
    renderApp('/notifications');

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByRole('heading', { name: 'Someone offered help' })).toBeInTheDocument();
    expect(first.getByText(`${formatDate(HELP_OFFERED.createdAt as string)} ${formatTime(HELP_OFFERED.createdAt as string)}`)).toBeInTheDocument();
    expect(first.getByText(/^\d{2}\/\d{2}\/2030 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View helpers' })).toHaveAttribute('href', '/request/r9');

    // The client's English is the server's, made from the same kind and parameters.
    const english = renderNotification('request-alert', {
      requestId: 'r1',
      applicant: 'Ravi Kumar',
      bloodGroup: 'O+',
      district: 'Pune',
      requiredBy: '2030-05-04',
      distanceKm: 4,
    });
    const second = within(items[1]);
    expect(second.getByRole('heading', { name: english.title })).toBeInTheDocument();
    expect(second.getByText(english.body)).toBeInTheDocument();
    expect(second.getByRole('link', { name: english.actions[0].name })).toHaveAttribute('href', '/request/r1');
    expect(document.title).toBe('Notifications | Redhope');
  });

  it("says in an alert what is needed and where, as the server's English says it", async () => {
    signIn();
    const params = { requestId: 'r1', applicant: 'Ravi Kumar', bloodGroup: 'A-', district: 'Pune', requiredBy: '2030-05-04', distanceKm: 4 };
    const needs = [
      { component: 'PLATELETS', units: 1, hospitalName: 'Ruby Hall Clinic' },
      { component: 'ANY_GROUP', units: 3, hospitalName: null },
    ] as const;
    server.use(
      ...notificationsHandlers(
        needs.map((need, index) => makeNotification({ id: `n${index}`, body: renderNotification('request-alert', { ...params, ...need }).body, params: { ...params, ...need } })),
      ),
    );
    renderApp('/notifications');
    for (const need of needs) expect(await screen.findByText(renderNotification('request-alert', { ...params, ...need }).body)).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar needs 1 unit of A- platelets (apheresis) about 4 km from you, at Ruby Hall Clinic, in Pune, by 04/05/2030.')).toBeInTheDocument();
  });

  it('says "less than 1 km" for a donor under 1 km away', async () => {
    signIn();
    const params = { requestId: 'r1', applicant: 'Ravi Kumar', bloodGroup: 'O+', district: 'Pune', requiredBy: '2030-05-04', distanceKm: 0 };
    server.use(...notificationsHandlers([makeNotification({ body: renderNotification('request-alert', params).body, params })]));
    renderApp('/notifications');
    expect(await screen.findByText('Ravi Kumar needs O+ blood less than 1 km from you, in Pune, by 04/05/2030.')).toBeInTheDocument();
  });

  it('shows a notification that arrives while it is open', async () => {
    signIn();
    const alerts = [makeNotification({ read: true })];
    server.use(...notificationsHandlers(alerts));
    renderApp('/notifications');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    await graphqlWs.subscribed('NotificationAdded');

    const latest = makeNotification({ id: 'n8', params: { applicant: 'Sita Devi' } });
    server.use(...notificationsHandlers([latest, ...alerts]));
    graphqlWs.push('NotificationAdded', { notificationAdded: latest });
    expect(await screen.findByRole('link', { name: 'Help Sita Devi' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('navigates to the action target', async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification()]));
    const { router } = renderApp('/notifications');
    await userEvent.click(await screen.findByRole('link', { name: 'Help Ravi Kumar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r1'));
    expect(await screen.findByRole('heading', { name: 'Urgent blood required' })).toBeInTheDocument();
  });

  it('shows where the request stands instead of Help once it is helped, fulfilled or closed', async () => {
    signIn();
    server.use(
      ...notificationsHandlers([
        makeNotification({ id: 'n1', requestState: 'HELPED' }),
        makeNotification({ id: 'n2', requestState: 'FULFILLED', params: { requestId: 'r2', applicant: 'Sita Devi' }, actions: [{ __typename: 'NotificationAction', name: 'Help Sita Devi', navigate: '/request/r2' }] }),
        makeNotification({ id: 'n3', requestState: 'CLOSED', params: { requestId: 'r3', applicant: 'Arjun' }, actions: [{ __typename: 'NotificationAction', name: 'Help Arjun', navigate: '/request/r3' }] }),
        makeNotification({ id: 'n4', params: { requestId: 'r4', applicant: 'Meera' }, actions: [{ __typename: 'NotificationAction', name: 'Help Meera', navigate: '/request/r4' }] }),
      ]),
    );
    renderApp('/notifications');
    expect(await screen.findByText('You offered help on this request.')).toBeInTheDocument();
    expect(screen.getByText('This request was fulfilled. Thank you.')).toBeInTheDocument();
    expect(screen.getByText('This request is closed: it no longer needs donors.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Help (Ravi Kumar|Sita Devi|Arjun)/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View request' }).map((link) => link.getAttribute('href'))).toEqual(['/request/r1', '/request/r2', '/request/r3']);
    // Still open: the call to help stays.
    expect(screen.getByRole('link', { name: 'Help Meera' })).toHaveAttribute('href', '/request/r4');
  });

  it("shows 'No notifications found!' when there are none, and marks nothing read", async () => {
    signIn();
    renderApp('/notifications');
    expect(await screen.findByText('No notifications found!')).toBeInTheDocument();
    expect(requests.to('MarkNotificationsRead')).toHaveLength(0);
  });

  it('shows a loader while loading', async () => {
    signIn();
    const answer = deferred<Response>();
    server.use(graphql.query(NotificationsQuery, () => answer.promise));
    renderApp('/notifications');
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toHaveTextContent('Loading notifications');
    answer.resolve(
      HttpResponse.json({
        data: {
          notifications: {
            __typename: 'NotificationConnection',
            nodes: [],
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            unreadCount: 0,
          },
        },
      }),
    );
    expect(await screen.findByText('No notifications found!')).toBeInTheDocument();
  });

  it('says when the list cannot be read (no endless loader), and lists it once Try again gets an answer', async () => {
    signIn();
    // The first of these that matches answers: the list fails once, then is read.
    server.use(graphql.query(NotificationsQuery, noResponse, { once: true }), ...notificationsHandlers([HELP_OFFERED]));
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading notifications')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Someone offered help' })).toBeInTheDocument();
  });

  it('marks them read once seen, and the badge goes to zero', async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification(), makeNotification({ id: 'n3' })]));
    renderApp('/notifications');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await screen.findAllByRole('listitem');

    await waitFor(() => expect(requests.to('MarkNotificationsRead')).toHaveLength(1));
    expect(requests.to('MarkNotificationsRead')[0].variables).toEqual({});
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    // Still marked new on this visit.
    expect(screen.getAllByText('New')).toHaveLength(2);
  });

  it("renders a notification in the reader's language from its kind and parameters", async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification()]));
    await applyLanguage('hi');
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'तुरंत रक्तदान की ज़रूरत' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ravi Kumar की मदद करें' })).toHaveAttribute('href', '/request/r1');
  });

  it("renders the camp reminder in the reader's language, with its link to the camp", async () => {
    signIn();
    const reminder = makeNotification({
      kind: 'camp-reminder',
      title: 'Blood donation camp tomorrow',
      body: 'Ruby Hall camp is tomorrow, 05/12/2030 at 10:00, in Pune. Thank you for coming to give blood!',
      actions: [{ __typename: 'NotificationAction', name: 'View camp', navigate: '/campaign/c1' }],
      requestState: null,
      params: { applicant: null, bloodGroup: null, distanceKm: null, requestId: null, requiredBy: null, district: 'Pune', campaignId: 'c1', campTitle: 'Ruby Hall camp', campDate: '2030-12-05', campTime: '10:00' },
    });
    server.use(...notificationsHandlers([reminder]));
    await applyLanguage('hi');
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'कल रक्तदान शिविर है' })).toBeInTheDocument();
    expect(screen.getByText('Ruby Hall camp कल, 05/12/2030 को 10:00 बजे, Pune में है। रक्तदान के लिए आने का धन्यवाद!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'शिविर देखें' })).toHaveAttribute('href', '/campaign/c1');
  });

  it('shows the server text for a kind it does not know', async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification({ kind: 'a-later-kind', title: 'Camp tomorrow', body: 'See you there.', actions: [] })]));
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Camp tomorrow' })).toBeInTheDocument();
    expect(screen.getByText('See you there.')).toBeInTheDocument();
  });

  it('marks the server\'s English as English on a Hindi page (a screen reader reads it with English voice), and its own texts not', async () => {
    signIn();
    const later = makeNotification({
      id: 'n9',
      kind: 'a-later-kind',
      title: 'Camp tomorrow',
      body: 'See you there.',
      actions: [{ __typename: 'NotificationAction', name: 'View camp', navigate: '/campaign/c1' }],
    });
    server.use(...notificationsHandlers([later, makeNotification()]));
    await applyLanguage('hi');
    renderApp('/notifications');
    const title = await screen.findByRole('heading', { name: 'Camp tomorrow' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('See you there.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'View camp' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'तुरंत रक्तदान की ज़रूरत' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Ravi Kumar की मदद करें' }).closest('[lang]')).toBe(document.documentElement);
  });
});

describe('the navbar badge', () => {
  it('shows nothing of notifications to a signed-out visitor (no GraphQL, no socket)', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(requests.to('UnreadNotifications')).toHaveLength(0);
    expect(graphqlWs.subscriptions('NotificationAdded')).toHaveLength(0);
  });

  it('shows the unread count, adds live notifications and toasts them', async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification()]));
    const { router } = renderApp('/');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');

    await graphqlWs.subscribed('NotificationAdded');
    graphqlWs.push('NotificationAdded', { notificationAdded: makeNotification({ id: 'n7', params: { applicant: 'Sita Devi' } }) });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
    const toast = await screen.findByText(/^Urgent blood donation required: Sita Devi needs O\+ blood/);
    await userEvent.click(toast);
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r1'));
  });

  it('takes the unread count from a marking made in another tab or on another device (the badge stayed until a reload)', async () => {
    signIn();
    server.use(...notificationsHandlers([makeNotification(), makeNotification({ id: 'n3' })]));
    renderApp('/');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await graphqlWs.subscribed('NotificationsMarkedRead');
    graphqlWs.push('NotificationsMarkedRead', { notificationsMarkedRead: 1 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    graphqlWs.push('NotificationsMarkedRead', { notificationsMarkedRead: 0 });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it("keeps the installed app's icon badge to the unread count: a push set it, and reading in the app never cleared it", async () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    try {
      signIn();
      server.use(...notificationsHandlers([makeNotification(), makeNotification({ id: 'n3' })]));
      renderApp('/');
      await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(2));
      await graphqlWs.subscribed('NotificationsMarkedRead');
      graphqlWs.push('NotificationsMarkedRead', { notificationsMarkedRead: 0 });
      await waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it('lets a keyboard open a live notification from its toast (a button, not a click-only box)', async () => {
    signIn();
    server.use(...notificationsHandlers([]));
    const { router } = renderApp('/');
    await graphqlWs.subscribed('NotificationAdded');
    graphqlWs.push('NotificationAdded', { notificationAdded: makeNotification({ id: 'n8', params: { applicant: 'Sita Devi' } }) });

    const open = await screen.findByRole('button', { name: /^Urgent blood donation required: Sita Devi needs O\+ blood/ });
    expect(screen.getByRole('alert')).toContainElement(open);
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/request/r1'));
  });
});
