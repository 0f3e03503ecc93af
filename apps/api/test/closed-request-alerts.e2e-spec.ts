import request from 'supertest';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../src/modules/notifications';
import { createRequest, deliveredFor, signedInDonor } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The alerts written about a request, by recipient. */
async function alertsAbout(db: DataSource, requestId: string): Promise<string[]> {
  const rows = (await db.query(`SELECT "recipient_id" FROM "notifications" WHERE "kind" = 'request-alert' AND "request_id" = $1`, [requestId])) as { recipient_id: string }[];
  return rows.map((row) => row.recipient_id);
}

/**
 * Alerts are written by a job after the request's commit (docs/events.md), and its close is
 * handled by another: a request closed before its alerts were written must not alert anyone then
 * (in the app, by e-mail or by push), since "no longer needed" was already sent to the donors it
 * had alerted by then, which were none of them.
 */
describe('alerts of a request closed before they were written', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  for (const close of ['deactive-request', 'fulfill-request'] as const) {
    it(`writes no alert once the owner closed it (${close}), and the alerts of an open request still go`, async () => {
      const owner = await signedInDonor(t.url, db, 'Late owner', { bloodGroup: 'AB-', pincode: '400001', district: 'Mumbai', state: 'Maharashtra' });
      const donor = await signedInDonor(t.url, db, 'Late donor', { bloodGroup: 'AB-', pincode: '400001', district: 'Mumbai', state: 'Maharashtra' });
      const notifications = t.app.get(NotificationsService);
      const notify = notifications.notify.bind(notifications);
      const entered = gate();
      const release = gate();
      // The alert handler is slow (a thousand donors, a database that hesitates): it starts, and
      // writes only after the owner closed the request and the close was handled.
      const spy = jest.spyOn(notifications, 'notify').mockImplementation(async (kind, items, ...rest) => {
        if (kind === 'request-alert' && items.some((item) => item.recipientId === donor.id)) {
          entered.open();
          await release.opened;
        }
        return notify(kind, items, ...rest);
      });
      try {
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'AB-', pincode: '400001', address: { addressLine: 'KEM Hospital', district: 'Mumbai', state: 'Maharashtra' } });
        await entered.opened;
        await request(t.url).get(`/api/v1/request/${close}/${requestId}`).set('cookie', owner.cookie).expect(200);
        await deliveredFor(db, close === 'deactive-request' ? 'requests.cancelled' : 'requests.fulfilled', requestId);
        release.open();
        await deliveredFor(db, 'requests.created', requestId);
        expect(await alertsAbout(db, requestId)).toEqual([]);
      } finally {
        release.open();
        spy.mockRestore();
      }
      // The guard keeps what is open: a request left open alerts its donor.
      const openId = await createRequest(t.url, owner, { bloodGroup: 'AB-', pincode: '400001', address: { addressLine: 'KEM Hospital', district: 'Mumbai', state: 'Maharashtra' } });
      await deliveredFor(db, 'requests.created', openId);
      expect(await alertsAbout(db, openId)).toContain(donor.id);
    });
  }
});
