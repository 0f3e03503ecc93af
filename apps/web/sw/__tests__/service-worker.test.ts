import { parsePushPayload, requestHelpPath } from '@redhope/domain';
import { describe, expect, it } from 'vitest';
import { isNeverCached, OFFLINE_PAGE, safePrecacheList } from '../navigation';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, notificationFor, openAppPath, targetOf } from '../notification';

const alert = parsePushPayload({
  kind: 'request-alert',
  title: 'Urgent blood donation required',
  body: 'Asha needs 1 unit of B+ red cells about 3 km from you, at Lok Nayak Hospital, in New Delhi, by 27/11/2026.',
  url: '/request/r1',
  tag: 'request:r1',
  unread: 4,
  helpUrl: requestHelpPath('r1'),
  actions: [{ action: 'help', title: 'I can help' }],
  lang: 'en',
});

describe('the notification a push shows', () => {
  it('carries the text, the tag, the icons, the page to open and the help action; an alert sounds again', () => {
    if (!alert) throw new Error('alert payload refused');
    const { title, options } = notificationFor(alert);
    expect(title).toBe('Urgent blood donation required');
    expect(options).toEqual({
      body: alert.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: 'request:r1',
      renotify: true,
      data: { url: '/request/r1', helpUrl: '/request/r1?help=1' },
      actions: [{ action: 'help', title: 'I can help' }],
      lang: 'en',
    });
  });

  it("is marked with the texts' language, so a Hindi alert is read as Hindi; none when the payload names none", () => {
    const hindi = parsePushPayload({ kind: 'request-alert', title: 'तुरंत रक्तदान की ज़रूरत', body: 'x', url: '/request/r1', tag: 'request:r1', unread: 0, lang: 'hi' });
    const unnamed = parsePushPayload({ kind: 'request-alert', title: 'Urgent', body: 'x', url: '/request/r1', tag: 'request:r1', unread: 0 });
    if (!hindi || !unnamed) throw new Error('payload refused');
    expect(notificationFor(hindi).options.lang).toBe('hi');
    expect(notificationFor(unnamed).options).not.toHaveProperty('lang');
  });

  it('replaces quietly what is not an alert, and never renotifies without a tag', () => {
    const closed = parsePushPayload({ kind: 'request-closed', title: 'No longer needed', body: 'x', url: '/request/r1', tag: 'request:r1', unread: 0 });
    const untagged = parsePushPayload({ kind: 'request-alert', title: 'Urgent', body: 'x', url: '/request/r2', tag: '', unread: 0 });
    if (!closed || !untagged) throw new Error('payload refused');
    expect(notificationFor(closed).options.renotify).toBeUndefined();
    expect(notificationFor(closed).options.tag).toBe('request:r1');
    expect(notificationFor(untagged).options.renotify).toBeUndefined();
    expect(notificationFor(untagged).options.tag).toBeUndefined();
    expect(notificationFor(untagged).options.actions).toBeUndefined();
  });

  it('opens the request on a click and its help step on the help action', () => {
    if (!alert) throw new Error('alert payload refused');
    const { data } = notificationFor(alert).options;
    expect(targetOf(data, '')).toBe('/request/r1');
    expect(targetOf(data, 'help')).toBe('/request/r1?help=1');
    expect(targetOf({ url: '/request/r3' }, 'help')).toBe('/request/r3');
    expect(targetOf(null, '')).toBe('/');
  });
});

describe('what the worker may cache', () => {
  it('never the API, GraphQL, uploads, the explorer or metrics', () => {
    for (const path of ['/api/v1/user/current-user', '/api', '/graphql', '/graphql?query=x', '/uploads/avatars/a.jpg', '/graphiql/', '/metrics']) {
      expect(isNeverCached(path), path).toBe(true);
    }
    for (const path of ['/', '/request/r1', '/assets/index-abc.js', OFFLINE_PAGE, '/apis-of-india']) {
      expect(isNeverCached(path), path).toBe(false);
    }
  });

  it('drops such paths from a precache list', () => {
    expect(safePrecacheList([{ url: 'assets/index.js', revision: null }, { url: 'api/v1/user/current-user', revision: '1' }, '/graphql', 'offline.html'])).toEqual([
      { url: 'assets/index.js', revision: null },
      'offline.html',
    ]);
  });
});

describe('opening a notification', () => {
  const ORIGIN = 'https://redhope.example';
  function windows(open: { url: string; navigable?: boolean }[]) {
    const log: string[] = [];
    const clients = open.map(({ url, navigable = true }) => {
      const client = {
        url,
        focus: async () => {
          log.push(`focus ${url}`);
          return client;
        },
        navigate: async (to: string) => {
          if (!navigable) throw new TypeError('not controlled');
          log.push(`navigate ${url} -> ${to}`);
        },
      };
      return client;
    });
    return {
      log,
      matchAll: async () => clients,
      openWindow: async (to: string) => void log.push(`open ${to}`),
    };
  }

  it('focuses an open tab of the app and takes it to the page', async () => {
    const app = windows([{ url: 'https://other.example/' }, { url: `${ORIGIN}/notifications` }]);
    await openAppPath('/request/r1?help=1', app, ORIGIN, isNeverCached);
    expect(app.log).toEqual([`focus ${ORIGIN}/notifications`, `navigate ${ORIGIN}/notifications -> ${ORIGIN}/request/r1?help=1`]);
  });

  it('opens a window when no tab of the app is open, or the open one cannot be navigated', async () => {
    const none = windows([]);
    await openAppPath('/request/r1', none, ORIGIN, isNeverCached);
    expect(none.log).toEqual([`open ${ORIGIN}/request/r1`]);
    const uncontrolled = windows([{ url: `${ORIGIN}/`, navigable: false }]);
    await openAppPath('/request/r1', uncontrolled, ORIGIN, isNeverCached);
    expect(uncontrolled.log).toEqual([`focus ${ORIGIN}/`, `open ${ORIGIN}/request/r1`]);
  });

  it('never opens another site or an API path', async () => {
    const app = windows([{ url: `${ORIGIN}/` }]);
    await openAppPath('https://evil.example/x', app, ORIGIN, isNeverCached);
    await openAppPath('//evil.example/x', app, ORIGIN, isNeverCached);
    await openAppPath('/api/v1/user/logout', app, ORIGIN, isNeverCached);
    expect(app.log).toEqual([]);
  });
});
