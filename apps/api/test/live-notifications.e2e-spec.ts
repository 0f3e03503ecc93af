import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUB_SUB } from '../src/common/pubsub/pubsub.module';
import { NotificationsService } from '../src/modules/notifications';
import { RequestsService } from '../src/modules/requests';
import { alertedFor, createRequest, signedInDonor, type Person } from './setup/people';
import { publishUntilReceived, wsClient } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

interface Received<T> {
  /** The next event that is not a probe (see `armed`). */
  next(): Promise<T>;
  /** The first event for which `match` holds; events before it are skipped. */
  find(match: (value: T) => boolean): Promise<T>;
  /** Events that `find` skipped and that were not probes: what a subscriber got unexpectedly. */
  skipped: T[];
  dispose(): void;
}

/** Probe notifications carry this prefix in their applicant; `next` never returns them. */
const PROBE = 'probe-';

function isProbe(value: unknown): boolean {
  const event = value as { notificationAdded?: { params?: { applicant?: string | null } } };
  return Boolean(event?.notificationAdded?.params?.applicant?.startsWith(PROBE));
}

/** Subscribes with a real graphql-ws client and hands out events in order. */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Received<T> & { errors: Promise<unknown> } {
  const queue: T[] = [];
  const skipped: T[] = [];
  const waiting: { match: (value: T) => boolean; resolve: (value: T) => void }[] = [];
  let fail!: (error: unknown) => void;
  const errors = new Promise<unknown>((resolve) => (fail = resolve));
  const take = (match: (value: T) => boolean): Promise<T> => {
    while (queue.length > 0) {
      const value = queue.shift() as T;
      if (match(value)) return Promise.resolve(value);
      if (!isProbe(value)) skipped.push(value);
    }
    return new Promise<T>((resolve) => waiting.push({ match, resolve }));
  };
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) {
          fail(result.errors);
          return;
        }
        const value = result.data as T;
        const waiter = waiting[0];
        if (!waiter) queue.push(value);
        else if (waiter.match(value)) {
          waiting.shift();
          waiter.resolve(value);
        } else if (!isProbe(value)) skipped.push(value);
      },
      error: (error) => fail(error),
      complete: () => undefined,
    },
  );
  return { next: () => take((value) => !isProbe(value)), find: take, skipped, dispose, errors };
}

const NOTIFICATION = 'subscription { notificationAdded { id kind title body actions { name navigate } params { requestId applicant distanceKm } } }';
const COUNTS = 'subscription($id: ID!) { requestCounts(requestId: $id) { requestId reachedTo approvedBy } }';

interface NotificationEvent {
  notificationAdded: { id: string; kind: string; title: string; body: string; actions: { name: string; navigate: string }[]; params: { requestId: string | null; applicant: string | null } };
}

/**
 * graphql-ws registers a subscription asynchronously after the subscribe message. Until it is
 * registered an event would be missed, so each test first makes sure its subscribers are live by
 * sending a probe notification to the subscriber until one arrives. Probes are skipped by `next`.
 */
async function armed(t: TestApp, person: Person, stream: Received<NotificationEvent>): Promise<void> {
  const probe = `${PROBE}${randomUUID()}`;
  let received = false;
  const got = stream
    .find((event) => event.notificationAdded.params.applicant === probe)
    .then(() => {
      received = true;
    });
  for (let attempt = 0; attempt < 200 && !received; attempt++) {
    await t.app.get(NotificationsService).notify('request-fulfilled', [{ recipientId: person.id, dedupeKey: `${probe}-${attempt}`, params: { applicant: probe } }]);
    await Promise.race([got, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
  await got;
}

describe('live notifications over graphql-ws', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('alerts a compatible donor, tells the owner of help with a counts update, and tells no one else', async () => {
    const owner = await signedInDonor(t.url, db, 'Live owner', { bloodGroup: 'B+' });
    const donor = await signedInDonor(t.url, db, 'Live donor', { bloodGroup: 'O-', pincode: '411004' });
    const other = await signedInDonor(t.url, db, 'Live other', { bloodGroup: 'AB+', pincode: '411004' });
    const sockets = [owner, donor, other].map((person) => wsClient(t.url, person.cookie));
    const [ownerWs, donorWs, otherWs] = sockets.map((s) => s.client);
    try {
      const donorStream = subscribe<NotificationEvent>(donorWs, NOTIFICATION);
      const ownerStream = subscribe<NotificationEvent>(ownerWs, NOTIFICATION);
      const otherStream = subscribe<NotificationEvent>(otherWs, NOTIFICATION);
      await armed(t, donor, donorStream);
      await armed(t, owner, ownerStream);
      await armed(t, other, otherStream);

      // O- can give to a B- patient; AB+ cannot.
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'B-', applicant: 'Sita Devi' });
      const alert = (await donorStream.next()).notificationAdded;
      expect(alert).toMatchObject({
        kind: 'request-alert',
        title: 'Urgent blood donation required',
        actions: [{ name: 'Help Sita Devi', navigate: `/request/${requestId}` }],
        params: { requestId, applicant: 'Sita Devi' },
      });

      const counts = subscribe<{ requestCounts: { requestId: string; reachedTo: number; approvedBy: number } }>(ownerWs, COUNTS, { id: requestId });
      // The counts stream has no probe of its own: offer help until the owner's socket reports it.
      const reachedTo = (await alertedFor(db, requestId)).length;
      await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', donor.cookie).expect(200);
      const helped = (await ownerStream.next()).notificationAdded;
      expect(helped).toMatchObject({ kind: 'help-offered', title: 'Someone offered help', actions: [{ navigate: `/request/${requestId}` }] });
      expect(helped.body).toContain('Live donor');
      // A counts update published before the subscription was registered is lost: publish again until seen.
      let seen: { requestCounts: { approvedBy: number; reachedTo: number } } | undefined;
      const next = counts.next().then((value) => (seen = value));
      for (let attempt = 0; attempt < 200 && !seen; attempt++) {
        const [row] = (await db.query(`SELECT * FROM "blood_requests" WHERE "id" = $1`, [requestId])) as { reached_to: number; approved_by: number }[];
        await t.app.get(RequestsService).publishCounts({ id: requestId, reachedTo: row.reached_to, approvedBy: row.approved_by, isActive: true, isFulfilled: false } as never);
        await Promise.race([next, new Promise((resolve) => setTimeout(resolve, 25))]);
      }
      await next;
      expect(seen?.requestCounts).toEqual({ requestId, reachedTo, approvedBy: 1 });

      // The other user got nothing: everything before a probe sent now was a probe.
      await armed(t, other, otherStream);
      expect(otherStream.skipped).toEqual([]);
      counts.dispose();
      for (const stream of [donorStream, ownerStream, otherStream]) stream.dispose();
    } finally {
      await Promise.all(sockets.map((s) => s.client.dispose()));
    }
  });

  it('tells a page open on a request (a helper on the way, a visitor) at once that it was fulfilled or cancelled', async () => {
    const owner = await signedInDonor(t.url, db, 'Closing owner', { bloodGroup: 'A+' });
    const helper = await signedInDonor(t.url, db, 'Closing helper', { bloodGroup: 'A+', pincode: '411004' });
    const visitor = await signedInDonor(t.url, db, 'Closing visitor');
    const CLOSING = 'subscription($id: ID!) { requestCounts(requestId: $id) { requestId approvedBy isActive isFulfilled } }';
    type Counts = { requestCounts: { requestId: string; approvedBy: number; isActive: boolean; isFulfilled: boolean } };
    const sockets = [helper, visitor].map((person) => wsClient(t.url, person.cookie));
    try {
      for (const fulfilled of [true, false]) {
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+' });
        await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
        const streams = sockets.map((s) => subscribe<Counts>(s.client, CLOSING, { id: requestId }));
        // Registered once an update published now arrives (the stream has no probe of its own).
        for (const stream of streams) {
          let armedStream = false;
          const first = stream.next().then(() => (armedStream = true));
          for (let attempt = 0; attempt < 200 && !armedStream; attempt++) {
            await t.app.get(RequestsService).publishCounts({ id: requestId, reachedTo: 1, approvedBy: 1, isActive: true, isFulfilled: false } as never);
            await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 25))]);
          }
          await first;
        }
        const closedSeen = streams.map((stream) => stream.find((event) => !event.requestCounts.isActive));
        if (fulfilled) await request(t.url).get(`/api/v1/request/fulfill-request/${requestId}`).set('cookie', owner.cookie).expect(200);
        else await request(t.url).get(`/api/v1/request/deactive-request/${requestId}`).set('cookie', owner.cookie).expect(200);
        for (const seen of await Promise.all(closedSeen)) {
          expect(seen.requestCounts).toEqual({ requestId, approvedBy: 1, isActive: false, isFulfilled: fulfilled });
        }
        for (const stream of streams) stream.dispose();
      }
    } finally {
      await Promise.all(sockets.map((s) => s.client.dispose()));
    }
  });

  it('refuses requestCounts for a request the subscriber may not see', async () => {
    const owner = await signedInDonor(t.url, db, 'Hidden owner');
    const other = await signedInDonor(t.url, db, 'Hidden other');
    const requestId = await createRequest(t.url, owner);
    await request(t.url).get(`/api/v1/request/deactive-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    const { client } = wsClient(t.url, other.cookie);
    try {
      const stream = subscribe(client, COUNTS, { id: requestId });
      const errors = (await stream.errors) as { extensions?: { code?: string } }[];
      expect(errors[0].extensions?.code).toBe('NOT_FOUND');
    } finally {
      await client.dispose();
    }
  });

  it('with REDIS_URL, reaches subscribers on every instance while writing each alert once', async () => {
    if (!process.env.REDIS_URL) {
      // Without Redis the pub/sub is in-process by design (one instance); the e2e run of CI sets REDIS_URL.
      expect(t.app.get(PUB_SUB).constructor.name).toBe('PubSub');
      return;
    }
    const second = await startTestApp();
    try {
      const owner = await signedInDonor(t.url, db, 'Two owner', { bloodGroup: 'B+' });
      const donor = await signedInDonor(t.url, db, 'Two donor', { bloodGroup: 'O-', pincode: '411038' });
      // The donor has a socket on each instance; the request is created on the first.
      const sockets = [wsClient(second.url, donor.cookie).client, wsClient(t.url, donor.cookie).client];
      try {
        const streams = sockets.map((client) => subscribe<NotificationEvent>(client, NOTIFICATION));
        for (const stream of streams) await armed(t, donor, stream);
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', applicant: 'Across Instances' });
        for (const stream of streams) expect((await stream.next()).notificationAdded.params.requestId).toBe(requestId);
        const rows = (await db.query(`SELECT "recipient_id", count(*)::int AS n FROM "notifications" WHERE "params"->>'requestId' = $1 GROUP BY 1`, [requestId])) as {
          recipient_id: string;
          n: number;
        }[];
        expect(rows.map((row) => row.recipient_id)).toContain(donor.id);
        expect(rows.every((row) => row.n === 1)).toBe(true);
        for (const stream of streams) stream.dispose();
      } finally {
        await Promise.all(sockets.map((client) => client.dispose()));
      }
    } finally {
      await second.close();
    }
  });
});

describe('marking notifications read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const MARK = 'mutation($ids: [ID!]) { markNotificationsRead(ids: $ids) }';
  const LIST = '{ notifications(first: 10) { unreadCount nodes { id read } } }';
  const gql = (person: Person, query: string, variables: Record<string, unknown> = {}) => request(t.url).post('/graphql').set('cookie', person.cookie).send({ query, variables });

  async function notified(person: Person, count: number): Promise<string[]> {
    const service = t.app.get(NotificationsService);
    await service.notify(
      'request-fulfilled',
      Array.from({ length: count }, (_, i) => ({ recipientId: person.id, dedupeKey: `read-test:${randomUUID()}:${i}`, params: { applicant: 'Reader' } })),
    );
    const res = await gql(person, LIST);
    return (res.body.data.notifications.nodes as { id: string }[]).map((node) => node.id);
  }

  it('marks the ids given, only the caller\'s own, and says how many stay unread', async () => {
    const reader = await signedInDonor(t.url, t.app.get(DataSource), 'Reader', {});
    const other = await signedInDonor(t.url, t.app.get(DataSource), 'Other reader', {});
    const [first, second, third] = await notified(reader, 3);
    const [othersOwn] = await notified(other, 1);
    expect((await gql(reader, MARK, { ids: [first, othersOwn] })).body).toEqual({ data: { markNotificationsRead: 2 } });
    const list = (await gql(reader, LIST)).body.data.notifications as { unreadCount: number; nodes: { id: string; read: boolean }[] };
    expect(list.nodes.filter((node) => node.read).map((node) => node.id)).toEqual([first]);
    expect(list.nodes.filter((node) => !node.read).map((node) => node.id).sort()).toEqual([second, third].sort());
    // Someone else's id changed nothing of theirs.
    expect((await gql(other, LIST)).body.data.notifications.unreadCount).toBe(1);
    expect((await gql(reader, MARK, {})).body).toEqual({ data: { markNotificationsRead: 0 } });
  });

  it("tells the reader's other tabs and devices the unread count when they mark notifications read (a stale badge stayed until a reload), and no one else", async () => {
    const db = t.app.get(DataSource);
    const reader = await signedInDonor(t.url, db, 'Two tabs', {});
    const other = await signedInDonor(t.url, db, 'Not a tab', {});
    const [first] = await notified(reader, 3);
    const [othersOwn] = await notified(other, 2);
    const READ = 'subscription { notificationsMarkedRead }';
    type Read = { notificationsMarkedRead: number };
    const sockets = [reader, reader, other].map((person) => wsClient(t.url, person.cookie));
    try {
      const [tabA, tabB, others] = sockets.map((socket) => subscribe<Read>(socket.client, READ));
      // Live once a marking made now arrives (marking the same id again changes nothing).
      const armedOther = Promise.race([others.next(), others.errors.then((errors) => Promise.reject(new Error(`subscription refused: ${JSON.stringify(errors)}`)))]);
      await publishUntilReceived(() => gql(other, MARK, { ids: [othersOwn] }), armedOther);
      expect(await armedOther).toEqual({ notificationsMarkedRead: 1 });
      const armedTabs = Promise.all([tabA.next(), tabB.next()]);
      await publishUntilReceived(() => gql(reader, MARK, { ids: [first] }), armedTabs);
      expect(await armedTabs).toEqual([{ notificationsMarkedRead: 2 }, { notificationsMarkedRead: 2 }]);
      // Tab B marks all read: tab A (and B) hear that none is left.
      const allRead = Promise.all([tabA.find((event) => event.notificationsMarkedRead === 0), tabB.find((event) => event.notificationsMarkedRead === 0)]);
      expect((await gql(reader, MARK, {})).body).toEqual({ data: { markNotificationsRead: 0 } });
      await allRead;
      // The other user hears their own markings only: before their own "none left", nothing but their 1s.
      const othersNone = others.find((event) => event.notificationsMarkedRead === 0);
      expect((await gql(other, MARK, {})).body).toEqual({ data: { markNotificationsRead: 0 } });
      await othersNone;
      expect(others.skipped.every((event) => event.notificationsMarkedRead === 1)).toBe(true);
      for (const stream of [tabA, tabB, others]) stream.dispose();
    } finally {
      await Promise.all(sockets.map((socket) => socket.client.dispose()));
    }
  });

  it('refuses the read counts to a socket without a session', async () => {
    const { client } = wsClient(t.url);
    try {
      const stream = subscribe<{ notificationsMarkedRead: number }>(client, 'subscription { notificationsMarkedRead }');
      const errors = (await stream.errors) as { extensions?: { code?: string } }[] | { code?: number };
      // graphql-ws closes the socket: 4403 Forbidden, as for any subscription of a signed-in user.
      expect((errors as { code?: number }).code).toBe(4403);
    } finally {
      await client.dispose();
    }
  });

  it('refuses a list of more than 100 ids, or a malformed id, as invalid (it ignored a long list and said it succeeded)', async () => {
    const reader = await signedInDonor(t.url, t.app.get(DataSource), 'Long list', {});
    await notified(reader, 1);
    for (const ids of [Array.from({ length: 101 }, () => randomUUID()), ['not-an-id']]) {
      const res = await gql(reader, MARK, { ids });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    expect((await gql(reader, LIST)).body.data.notifications.unreadCount).toBe(1);
  });
});
