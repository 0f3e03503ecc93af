import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DomainEventBus } from '../src/common/events/domain-events';
import { NotificationsService } from '../src/modules/notifications';
import { HelpOfferedEvent, RequestCreatedEvent } from '../src/modules/requests';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { createRequest, deliveredFor, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

const api = (path: string) => `/api/v1/request/${path}`;

async function offerHelp(url: string, requestId: string, helper: Person): Promise<void> {
  await request(url).post(api(`create-help/${requestId}`)).set('cookie', helper.cookie).expect(200);
}

/** The help-offered notifications the owner has about a request. */
async function helpNotices(db: DataSource, ownerId: string, requestId: string): Promise<number> {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'help-offered' AND "params"->>'requestId' = $2`, [
    ownerId,
    requestId,
  ])) as { n: number }[];
  return row.n;
}

/** The help-offered jobs about a request, with their state and the runs they failed. */
async function helpJobs(db: DataSource, requestId: string): Promise<{ state: string; retry_count: number }[]> {
  return (await db.query(`SELECT "state", "retry_count" FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.help-offered/%' AND "data"->'request'->>'id' = $1`, [
    requestId,
  ])) as { state: string; retry_count: number }[];
}

describe('durable domain events', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records an event with the change that caused it: nothing when that change rolls back, and never outside a transaction', async () => {
    const bus = t.app.get(DomainEventBus);
    const queues = bus.queuesOf(RequestCreatedEvent);
    // One queue per handler, found by discovery.
    expect(queues).toEqual(['events/requests.created/NotificationsListener.alertDonors']);
    expect(bus.queuesOf(HelpOfferedEvent)).toEqual(['events/requests.help-offered/NotificationsListener.tellOwner']);
    const requestId = '00000000-0000-4000-8000-00000000e1e1';
    const event = new RequestCreatedEvent({ id: requestId, requestedBy: requestId, applicant: 'Rolled back', bloodGroup: 'O+', district: 'Pune', requiredBy: '2030-01-01' }, []);
    await expect(
      db.transaction(async (manager) => {
        await bus.record(manager, event);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [row] = (await db.query(`SELECT count(*)::int AS n FROM "pgboss"."job" WHERE "name" = $1 AND "data"->'request'->>'id' = $2`, [queues[0], requestId])) as {
      n: number;
    }[];
    expect(row.n).toBe(0);
    await expect(bus.record(db.manager, event)).rejects.toThrow(/inside the transaction/);
  });

  it('retries a handler that failed and delivers its notification once', async () => {
    const owner = await signedInDonor(t.url, db, 'Fault owner', { bloodGroup: 'B+' });
    const helper = await signedInDonor(t.url, db, 'Fault helper', { bloodGroup: 'O-' });
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'B+' });
    const notifications = t.app.get(NotificationsService);
    const notify = notifications.notify.bind(notifications);
    const calls: string[] = [];
    // The injected fault: the first help-offered write fails (as a database outage would).
    const spy = jest.spyOn(notifications, 'notify').mockImplementation(async (kind, items) => {
      calls.push(kind);
      if (kind === 'help-offered' && calls.filter((k) => k === 'help-offered').length === 1) throw new Error('injected fault');
      return notify(kind, items);
    });
    try {
      await offerHelp(t.url, requestId, helper);
      await deliveredFor(db, 'requests.help-offered', requestId);
    } finally {
      spy.mockRestore();
    }
    expect(calls.filter((k) => k === 'help-offered')).toHaveLength(2);
    expect(await helpJobs(db, requestId)).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(await helpNotices(db, owner.id, requestId)).toBe(1);
  });
});

describe('durable domain events across a crash', () => {
  const crashAfterCommit = join(__dirname, 'setup/crash-after-commit.mjs');
  // A database of its own: on the shared one, another suite's app (every app runs the event
  // workers) delivered the event while the process that recorded it was dead, before the check
  // that nothing was delivered yet (the fresh-clone CI saw it).
  const own = ownDatabase('durable_crash');
  let db: DataSource;
  const apps: BuiltApp[] = [];

  beforeAll(async () => {
    await runMigrations(own.config, own.url);
    db = new DataSource({ type: 'postgres', url: own.url });
    await db.initialize();
  });
  afterAll(async () => {
    killAll(apps);
    await db.destroy();
  });

  async function serve(preload?: string): Promise<BuiltApp> {
    const app = await startBuiltApp({ preload, env: { DATABASE_URL: own.url, REDHOPE_CRASH_AFTER_COMMIT_OF: 'events/requests.help-offered/' } });
    apps.push(app);
    return app;
  }

  it('delivers an event recorded just before the process was killed, once it runs again', async () => {
    const first = await serve(crashAfterCommit);
    const owner = await signedInDonor(first.url, db, 'Crash owner', { bloodGroup: 'B+' });
    const helper = await signedInDonor(first.url, db, 'Crash helper', { bloodGroup: 'O-' });
    const requestId = await createRequest(first.url, owner, { bloodGroup: 'B+' });

    // The commit of the help and its event kills the process (SIGKILL: no shutdown hook runs).
    await expect(request(first.url).post(api(`create-help/${requestId}`)).set('cookie', helper.cookie)).rejects.toThrow();
    expect(await first.exited).toBe('SIGKILL');
    const [helped] = (await db.query(`SELECT count(*)::int AS n FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2`, [requestId, helper.id])) as {
      n: number;
    }[];
    expect(helped.n).toBe(1);
    expect(await helpNotices(db, owner.id, requestId)).toBe(0);
    // Committed; the dead process may have fetched it (its NOTIFY can beat the COMMIT's answer),
    // and then its missing heartbeat gives it back.
    const [job] = await helpJobs(db, requestId);
    expect(['created', 'active']).toContain(job.state);

    const second = await serve();
    await deliveredFor(db, 'requests.help-offered', requestId, 60_000);
    expect(await helpNotices(db, owner.id, requestId)).toBe(1);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
