import type { Client } from 'graphql-ws';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUB_SUB } from '../src/common/pubsub/pubsub.module';
import { NotificationsService } from '../src/modules/notifications';
import { RequestsService } from '../src/modules/requests';
import { alertedFor, createRequest, signedInDonor, type Person } from './setup/people';
import { wsClient } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

interface Received<T> {
  next(): Promise<T>;
  dispose(): void;
}

/**
 * Subscribes with a real graphql-ws client and hands out events in order. `ready` resolves once
 * the server has registered the subscription (graphql-ws has no acknowledgement: we wait until a
 * probe published through the same engine comes back, see `armed`).
 */
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Received<T> & { errors: Promise<unknown> } {
  const queue: T[] = [];
  const waiting: ((value: T) => void)[] = [];
  let fail!: (error: unknown) => void;
  const errors = new Promise<unknown>((resolve) => (fail = resolve));
  const dispose = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        if (result.errors) {
          fail(result.errors);
          return;
        }
        const value = result.data as T;
        const waiter = waiting.shift();
        if (waiter) waiter(value);
        else queue.push(value);
      },
      error: (error) => fail(error),
      complete: () => undefined,
    },
  );
  return {
    next: () => (queue.length ? Promise.resolve(queue.shift() as T) : new Promise<T>((resolve) => waiting.push(resolve))),
    dispose,
    errors,
  };
}

const NOTIFICATION = 'subscription { notificationAdded { id kind title body actions { name navigate } params { requestId applicant distanceKm } } }';
const COUNTS = 'subscription($id: ID!) { requestCounts(requestId: $id) { requestId reachedTo approvedBy } }';

interface NotificationEvent {
  notificationAdded: { id: string; kind: string; title: string; body: string; actions: { name: string; navigate: string }[]; params: { requestId: string | null; applicant: string | null } };
}

/**
 * graphql-ws registers a subscription asynchronously after the subscribe message. Until a
 * subscription is registered an event would be missed, so each test first makes sure its
 * subscribers are live by sending a probe notification to the subscriber and awaiting it.
 */
async function armed(t: TestApp, person: Person, stream: Received<NotificationEvent>): Promise<void> {
  const db = t.app.get(DataSource);
  const probe = `probe-${Math.random()}`;
  const publish = async () => {
    await db.query(`DELETE FROM "notifications" WHERE "dedupe_key" = $1`, [probe]);
    await t.app.get(NotificationsService).notify('request-fulfilled', [{ recipientId: person.id, dedupeKey: probe, params: { applicant: probe } }]);
  };
  let received = false;
  const got = (async () => {
    for (;;) {
      const event = await stream.next();
      if (event.notificationAdded.body.includes(probe)) {
        received = true;
        return;
      }
    }
  })();
  for (let attempt = 0; attempt < 200 && !received; attempt++) {
    await publish();
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
        await t.app.get(RequestsService).publishCounts({ id: requestId, reachedTo: row.reached_to, approvedBy: row.approved_by } as never);
        await Promise.race([next, new Promise((resolve) => setTimeout(resolve, 25))]);
      }
      await next;
      expect(seen?.requestCounts).toEqual({ requestId, reachedTo, approvedBy: 1 });

      // The other user got nothing: the next thing they receive is a probe sent now.
      await armed(t, other, otherStream);
      counts.dispose();
      for (const stream of [donorStream, ownerStream, otherStream]) stream.dispose();
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
      // The donor's socket is on the second instance; the request is created on the first.
      const { client } = wsClient(second.url, donor.cookie);
      try {
        const stream = subscribe<NotificationEvent>(client, NOTIFICATION);
        await armed(t, donor, stream);
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', applicant: 'Across Instances' });
        const alert = (await stream.next()).notificationAdded;
        expect(alert.params.requestId).toBe(requestId);
        const rows = (await db.query(`SELECT "recipient_id", count(*)::int AS n FROM "notifications" WHERE "params"->>'requestId' = $1 GROUP BY 1`, [requestId])) as {
          n: number;
        }[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.n === 1)).toBe(true);
        stream.dispose();
      } finally {
        await client.dispose();
      }
    } finally {
      await second.close();
    }
  });
});
