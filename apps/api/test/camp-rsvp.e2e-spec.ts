import { addDays, calendarDateInIndia, campReminderAt, nextDonationDateFrom, todayInIndia } from '@redhope/domain';
import type { Client } from 'graphql-ws';
import ICAL from 'ical.js';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/common/jobs/jobs.service';
import { CampaignRsvpsService } from '../src/modules/campaigns';
import { DONATION_REMINDER_QUEUE } from '../src/modules/donations';
import { createCampaign, setCampaignDate, startAppWithUploads } from './setup/campaigns';
import { PASSWORD, eventually, wsClient } from './setup/helpers';
import { signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

const RSVP = `mutation($id: ID!, $going: Boolean!, $share: Boolean) {
  rsvpCampaign(campaignId: $id, going: $going, shareContact: $share) { id goingCount takesRsvps myRsvp { going shareContact } }
}`;
const CAMPAIGN = 'query($id: ID!) { campaign(id: $id) { id goingCount takesRsvps myRsvp { going shareContact } } }';
const ATTENDEES = 'query($id: ID!) { campaignAttendees(campaignId: $id) { userId userName bloodGroup sharesContact phoneNo email } }';
const COUNT = 'subscription($id: ID!) { campaignGoingCount(campaignId: $id) { campaignId goingCount } }';
const REMINDERS = 'campaigns.camp-reminder';
const DONATED = `mutation($id: ID!, $component: DonationComponent) {
  confirmCampDonation(campaignId: $id, component: $component) { id donatedOn component place venue kind campaignId }
}`;
const MY_DONATION = 'query($id: ID!) { campaign(id: $id) { id myDonation { id component } } }';
const REMOVE_DONATION = 'mutation($id: ID!) { removeDonation(id: $id) { total } }';

interface CountEvent {
  campaignGoingCount: { campaignId: string; goingCount: number };
}

/** The count events a subscriber receives, in order; `until` waits for the first that matches. */
function follow(client: Client, campaignId: string) {
  const seen: number[] = [];
  const waiting: { match: (n: number) => boolean; resolve: () => void }[] = [];
  let failed: unknown;
  const dispose = client.subscribe<CountEvent>(
    { query: COUNT, variables: { id: campaignId } },
    {
      next: (result) => {
        if (result.errors) {
          failed = result.errors;
          return;
        }
        const value = (result.data as CountEvent).campaignGoingCount.goingCount;
        seen.push(value);
        for (const waiter of waiting.filter((w) => w.match(value))) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
      },
      error: (error) => (failed = error),
      complete: () => undefined,
    },
  );
  return {
    seen,
    get failed() {
      return failed;
    },
    until: (match: (n: number) => boolean) =>
      seen.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ match, resolve })),
    dispose,
  };
}

describe('camp RSVP', () => {
  let t: TestApp;
  let db: DataSource;
  let organiser: Person;
  let asha: Person;
  let ravi: Person;
  let meera: Person;

  const gql = (person: Person | null, query: string, variables: Record<string, unknown>) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return person ? call.set('cookie', person.cookie) : call;
  };
  const rsvp = (person: Person, id: string, going: boolean, share?: boolean) => gql(person, RSVP, { id, going, share });
  const codeOf = (res: request.Response) => (res.body.errors ? String(res.body.errors[0].extensions.code) : 'OK');
  const reminderJobs = async (campaignId: string, userId: string) =>
    (await t.app.get(JobsService).findJobs(REMINDERS)).filter((job) => job.singletonKey === `${campaignId}:${userId}`);
  const waitingReminders = async (campaignId: string, userId: string) => (await reminderJobs(campaignId, userId)).filter((job) => job.state === 'created');

  beforeAll(async () => {
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
    organiser = await signedInDonor(t.url, db, 'Camp organiser');
    asha = await signedInDonor(t.url, db, 'Asha RSVP', { bloodGroup: 'B+', phoneNo: '+919811111111' });
    ravi = await signedInDonor(t.url, db, 'Ravi RSVP', { bloodGroup: 'AB-', phoneNo: '+919822222222' });
    meera = await signedInDonor(t.url, db, 'Meera RSVP', { bloodGroup: 'O-' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('updates the count live over graphql-ws for two viewers, and keeps one answer per person', async () => {
    const campaignId = await createCampaign(t.url, organiser);
    const viewers = [wsClient(t.url, asha.cookie), wsClient(t.url, organiser.cookie)];
    try {
      const streams = viewers.map((viewer) => follow(viewer.client, campaignId));
      // graphql-ws registers a subscription after its message, with nothing to await: publish the
      // current count until both have it.
      const rsvps = t.app.get(CampaignRsvpsService);
      const armed = Promise.all(streams.map((stream) => stream.until((n) => n === 0)));
      let ready = false;
      void armed.then(() => (ready = true));
      for (let attempt = 0; attempt < 200 && !ready; attempt++) {
        await rsvps.publishCount(campaignId, 0);
        await Promise.race([armed, new Promise((resolve) => setTimeout(resolve, 25))]);
      }
      await armed;

      const first = await rsvp(ravi, campaignId, true).expect(200);
      expect(first.body.data.rsvpCampaign).toEqual({ id: campaignId, goingCount: 1, takesRsvps: true, myRsvp: { going: true, shareContact: false } });
      await Promise.all(streams.map((stream) => stream.until((n) => n === 1)));
      await rsvp(meera, campaignId, true).expect(200);
      await Promise.all(streams.map((stream) => stream.until((n) => n === 2)));
      // The same answer again counts once.
      expect((await rsvp(meera, campaignId, true)).body.data.rsvpCampaign.goingCount).toBe(2);
      expect((await rsvp(ravi, campaignId, false)).body.data.rsvpCampaign).toMatchObject({ goingCount: 1, myRsvp: { going: false } });
      await Promise.all(streams.map((stream) => stream.until((n) => n === 1 && stream.seen.includes(2))));
      for (const stream of streams) {
        expect(stream.failed).toBeUndefined();
        expect(stream.seen.filter((n) => n !== 0)).toEqual([1, 2, 1]);
      }

      const viewed = await gql(ravi, CAMPAIGN, { id: campaignId }).expect(200);
      expect(viewed.body.data.campaign).toEqual({ id: campaignId, goingCount: 1, takesRsvps: true, myRsvp: { going: false, shareContact: false } });
      const anonymous = await gql(null, CAMPAIGN, { id: campaignId }).expect(200);
      expect(anonymous.body.data.campaign).toMatchObject({ goingCount: 1, myRsvp: null });
      streams.forEach((stream) => stream.dispose());
    } finally {
      await Promise.all(viewers.map((viewer) => viewer.client.dispose()));
    }
  });

  it('refuses the count to a subscriber who may not see the camp, and sockets to anonymous visitors', async () => {
    const campaignId = await createCampaign(t.url, organiser);
    await gql(organiser, 'mutation($id: ID!) { removeCampaign(id: $id) }', { id: campaignId }).expect(200);
    const viewer = wsClient(t.url, asha.cookie);
    try {
      const code = await new Promise<string>((resolve) =>
        viewer.client.subscribe(
          { query: COUNT, variables: { id: campaignId } },
          {
            next: (result) => resolve(result.errors ? String(result.errors[0].extensions?.code) : 'event'),
            error: (error) => resolve(Array.isArray(error) ? String(error[0].extensions?.code) : 'error'),
            complete: () => undefined,
          },
        ),
      );
      expect(code).toBe('NOT_FOUND');
    } finally {
      await viewer.client.dispose();
    }
    expect(await wsClient(t.url).closed).toBe(4403);
  });

  it('takes answers only for blood-donation camps that have not ended and still exist', async () => {
    const eyeCamp = await createCampaign(t.url, organiser, { category: 'Eye check up camp' });
    expect(codeOf(await rsvp(asha, eyeCamp, true))).toBe('BAD_REQUEST');
    expect((await gql(asha, CAMPAIGN, { id: eyeCamp })).body.data.campaign).toMatchObject({ takesRsvps: false, goingCount: 0, myRsvp: null });

    const ended = await createCampaign(t.url, organiser);
    await setCampaignDate(t, ended, new Date(Date.now() - 2 * 86_400_000));
    expect(codeOf(await rsvp(asha, ended, true))).toBe('CAMP_CLOSED');
    expect(codeOf(await rsvp(asha, ended, false))).toBe('CAMP_CLOSED');
    const rest = await request(t.url).post('/graphql').set('cookie', asha.cookie).send({ query: RSVP, variables: { id: ended, going: true } });
    expect(rest.body.errors[0].message).toBe('This camp has ended: RSVPs are closed');

    const removed = await createCampaign(t.url, organiser);
    await rsvp(asha, removed, true).expect(200);
    await gql(organiser, 'mutation($id: ID!) { removeCampaign(id: $id) }', { id: removed }).expect(200);
    expect(codeOf(await rsvp(ravi, removed, true))).toBe('NOT_FOUND');
    // The answers went with the camp.
    expect(await db.query(`SELECT 1 FROM "campaign_rsvps" WHERE "campaign_id" = $1`, [removed])).toEqual([]);
  });

  it('shows the organiser blood groups, and contact details only of those who shared them', async () => {
    const campaignId = await createCampaign(t.url, organiser);
    await rsvp(asha, campaignId, true, true).expect(200);
    await rsvp(ravi, campaignId, true).expect(200);
    await rsvp(meera, campaignId, false, true).expect(200);

    const res = await gql(organiser, ATTENDEES, { id: campaignId }).expect(200);
    const attendees = res.body.data.campaignAttendees as Record<string, unknown>[];
    expect(attendees).toEqual([
      { userId: asha.id, userName: 'Asha RSVP', bloodGroup: 'B+', sharesContact: true, phoneNo: '+919811111111', email: asha.email },
      { userId: ravi.id, userName: 'Ravi RSVP', bloodGroup: 'AB-', sharesContact: false, phoneNo: null, email: null },
    ]);
    // "Not going" never shares: its shareContact is stored false.
    expect((await gql(meera, CAMPAIGN, { id: campaignId })).body.data.campaign.myRsvp).toEqual({ going: false, shareContact: false });

    expect(codeOf(await gql(asha, ATTENDEES, { id: campaignId }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(null, ATTENDEES, { id: campaignId }))).toBe('UNAUTHENTICATED');
    // Asha changes her mind: she leaves the list.
    await rsvp(asha, campaignId, false).expect(200);
    const after = await gql(organiser, ATTENDEES, { id: campaignId }).expect(200);
    expect((after.body.data.campaignAttendees as { userId: string }[]).map((a) => a.userId)).toEqual([ravi.id]);
  });

  it('schedules the reminder for 09:00 India time the day before, cancels it on "Not going" and on removal, and checks again when due', async () => {
    const campaignId = await createCampaign(t.url, organiser);
    const [{ starts_at: startsAt }] = (await db.query(`SELECT "starts_at" FROM "campaigns" WHERE "id" = $1`, [campaignId])) as { starts_at: Date }[];
    await rsvp(meera, campaignId, true).expect(200);
    const [scheduled] = await eventually(async () => {
      const jobs = await waitingReminders(campaignId, meera.id);
      return jobs.length > 0 ? jobs : undefined;
    }, 20_000, 'the reminder to be scheduled');
    expect(new Date(scheduled.startAfter).toISOString()).toBe(campReminderAt(startsAt).toISOString());
    expect(scheduled.data).toEqual({ campaignId, userId: meera.id });

    await rsvp(meera, campaignId, false).expect(200);
    await eventually(async () => ((await reminderJobs(campaignId, meera.id)).every((job) => job.state === 'cancelled') ? true : undefined), 20_000, 'the reminder to be cancelled');
    // Due while not coming: nothing is sent.
    expect(await t.app.get(CampaignRsvpsService).remind({ campaignId, userId: meera.id })).toBe(false);

    await rsvp(meera, campaignId, true).expect(200);
    await eventually(async () => ((await waitingReminders(campaignId, meera.id)).length === 1 ? true : undefined), 20_000, 'a new reminder');
    // Due now (the job checks again and asks for the notification): in-app, with the camp's day and time in India.
    expect(await t.app.get(CampaignRsvpsService).remind({ campaignId, userId: meera.id })).toBe(true);
    const notification = await eventually(async () => {
      const [row] = (await db.query(`SELECT "title", "body", "params", "actions" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'camp-reminder'`, [meera.id])) as {
        title: string;
        body: string;
        params: Record<string, string>;
        actions: { navigate: string }[];
      }[];
      return row;
    }, 20_000, 'the reminder notification');
    expect(notification.title).toBe('Blood donation camp tomorrow');
    expect(notification.params).toMatchObject({ campaignId, campTime: '10:00', district: 'Pune' });
    expect(notification.actions).toEqual([{ name: 'View camp', navigate: `/campaign/${campaignId}` }]);

    await gql(organiser, 'mutation($id: ID!) { removeCampaign(id: $id) }', { id: campaignId }).expect(200);
    await eventually(async () => ((await reminderJobs(campaignId, meera.id)).every((job) => job.state === 'cancelled') ? true : undefined), 20_000, 'the reminder to be cancelled with the camp');
    expect(await t.app.get(CampaignRsvpsService).remind({ campaignId, userId: meera.id })).toBe(false);
  });

  describe('"I donated here"', () => {
    const donated = (person: Person | null, id: string, component?: string) => gql(person, DONATED, { id, component });
    /** A camp that took place `daysAgo` days ago, `going` having answered "I'll come" before it. */
    async function pastCamp(going: Person[], daysAgo: number, notGoing: Person[] = []): Promise<{ campaignId: string; campDay: string }> {
      const campaignId = await createCampaign(t.url, organiser);
      for (const person of going) await rsvp(person, campaignId, true).expect(200);
      for (const person of notGoing) await rsvp(person, campaignId, false).expect(200);
      const startsAt = new Date(Date.now() - daysAgo * 86_400_000);
      await setCampaignDate(t, campaignId, startsAt);
      return { campaignId, campDay: calendarDateInIndia(startsAt) };
    }

    it('records the donation of one who came, once per camp, undone by removeDonation', async () => {
      const campaignId = await createCampaign(t.url, organiser, { title: 'Camp at Ruby Hall' });
      await rsvp(asha, campaignId, true).expect(200);
      await rsvp(meera, campaignId, false).expect(200);
      // Not before the camp's day (India).
      expect(codeOf(await donated(asha, campaignId))).toBe('CAMP_NOT_YET');
      const startsAt = new Date(Date.now() - 3 * 86_400_000);
      await setCampaignDate(t, campaignId, startsAt);
      const campDay = calendarDateInIndia(startsAt);

      // Only those whose answer is "I'll come".
      expect(codeOf(await donated(ravi, campaignId))).toBe('CAMP_NOT_GOING');
      const notGoing = await donated(meera, campaignId);
      expect(codeOf(notGoing)).toBe('CAMP_NOT_GOING');
      expect(notGoing.body.errors[0].message).toBe('Only those who said they would come can confirm a donation at this camp');
      expect(codeOf(await donated(null, campaignId))).toBe('UNAUTHENTICATED');

      const first = await donated(asha, campaignId).expect(200);
      const donation = first.body.data.confirmCampDonation;
      expect(donation).toEqual({ id: expect.any(String), donatedOn: campDay, component: 'WHOLE_BLOOD', place: 'Camp at Ruby Hall, Pune', venue: 'CAMP', kind: 'CAMP', campaignId });
      // Again (a double tap): the same donation, not a second one.
      expect((await donated(asha, campaignId, 'PLATELETS')).body.data.confirmCampDonation).toEqual(donation);
      expect((await db.query(`SELECT count(*)::int AS "n" FROM "donations" WHERE "user_id" = $1 AND "campaign_id" = $2`, [asha.id, campaignId]))[0].n).toBe(1);
      expect((await gql(asha, MY_DONATION, { id: campaignId })).body.data.campaign.myDonation).toEqual({ id: donation.id, component: 'WHOLE_BLOOD' });
      expect((await gql(ravi, MY_DONATION, { id: campaignId })).body.data.campaign.myDonation).toBeNull();
      expect((await gql(null, MY_DONATION, { id: campaignId })).body.data.campaign.myDonation).toBeNull();
      const me = await gql(asha, 'query { me { lastDonationDate } }', {}).expect(200);
      expect(me.body.data.me.lastDonationDate >= campDay).toBe(true);

      // Another's donation is nobody else's to remove; the donor undoes it, and may confirm again.
      expect(codeOf(await gql(ravi, REMOVE_DONATION, { id: donation.id }))).toBe('NOT_FOUND');
      await gql(asha, REMOVE_DONATION, { id: donation.id }).expect(200);
      expect((await gql(asha, MY_DONATION, { id: campaignId })).body.data.campaign.myDonation).toBeNull();
      const again = await donated(asha, campaignId, 'PLASMA').expect(200);
      expect(again.body.data.confirmCampDonation).toMatchObject({ component: 'PLASMA', donatedOn: campDay });
      const lastApheresis = async () => ((await db.query(`SELECT ("last_apheresis_at" AT TIME ZONE 'Asia/Kolkata')::date::text AS "day" FROM "users" WHERE "id" = $1`, [asha.id])) as { day: string | null }[])[0].day;
      expect(await lastApheresis()).toBe(campDay);
      // Removing the apheresis donation takes the last apheresis back (none left here).
      await gql(asha, REMOVE_DONATION, { id: again.body.data.confirmCampDonation.id }).expect(200);
      expect(await lastApheresis()).toBeNull();
    });

    it('refuses other categories and removed camps', async () => {
      const eyeCamp = await createCampaign(t.url, organiser, { category: 'Eye check up camp' });
      await setCampaignDate(t, eyeCamp, new Date(Date.now() - 86_400_000));
      expect(codeOf(await donated(asha, eyeCamp))).toBe('BAD_REQUEST');

      const { campaignId } = await pastCamp([ravi], 2);
      await gql(organiser, 'mutation($id: ID!) { removeCampaign(id: $id) }', { id: campaignId }).expect(200);
      expect(codeOf(await donated(ravi, campaignId))).toBe('NOT_FOUND');
      expect(await db.query(`SELECT 1 FROM "donations" WHERE "campaign_id" = $1`, [campaignId])).toEqual([]);
    });

    it('after platelets at a camp, the profile, My donations, the reminder and the .ics give the same next date', async () => {
      const donor = await signedInDonor(t.url, db, 'Platelet donor', { bloodGroup: 'A+' });
      // Whole blood 100 days ago (the profile alone would say: 20 days from today) ...
      const today = todayInIndia();
      const wholeBlood = addDays(today, -100);
      await gql(donor, 'mutation($last: String) { updateDonorSettings(input: { availableToDonate: true, lastDonationDate: $last }) { lastDonationDate } }', { last: wholeBlood }).expect(200);
      // ... then platelets at a camp 3 days ago: whole blood waits 28 days after it, 25 days from today.
      const { campaignId, campDay } = await pastCamp([donor], 3);
      await donated(donor, campaignId, 'PLATELETS').expect(200);
      const expected = addDays(campDay, 28);
      expect(expected > addDays(wholeBlood, 120)).toBe(true);

      const me = await gql(donor, 'query { me { nextDonationDate } }', {}).expect(200);
      const record = await gql(donor, 'query { myDonations { nextEligibleDate } }', {}).expect(200);
      const reminder = await eventually(async () => {
        const [row] = (await db.query(`SELECT "data"->>'eligibleOn' AS "eligibleOn" FROM "pgboss"."job" WHERE "name" = $1 AND "singleton_key" = $2 AND "state" = 'created'`, [
          DONATION_REMINDER_QUEUE,
          donor.id,
        ])) as { eligibleOn: string }[];
        return row?.eligibleOn === expected ? row.eligibleOn : undefined;
      }, 20_000, 'the reminder for the day after the platelet gap');
      const ics = await request(t.url).get('/api/v1/user/next-donation-calendar').set('cookie', donor.cookie).expect(200);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.text)).getFirstSubcomponent('vevent') as ICAL.Component);
      const rest = await request(t.url).get('/api/v1/user/current-user').set('cookie', donor.cookie).expect(200);

      expect({
        profile: me.body.data.me.nextDonationDate,
        myDonations: record.body.data.myDonations.nextEligibleDate,
        reminder,
        ics: event.startDate.toString(),
        rest: rest.body.data.nextDonationDate,
      }).toEqual({ profile: expected, myDonations: expected, reminder: expected, ics: expected, rest: expected });
    });
  });

  describe('.ics files', () => {
    it("gives a visible camp's .ics, which a real parser reads at the right moment in India's time", async () => {
      const campaignId = await createCampaign(t.url, organiser, { title: 'Camp; with, commas' });
      // 00:30 on the first day of next month in India is still the last day of this month in UTC.
      const [year, month] = todayInIndia().split('-').map(Number);
      const firstOfNext = new Date(Date.UTC(year, month, 1));
      const startsAt = new Date(Date.parse(`${firstOfNext.toISOString().slice(0, 10)}T00:30:00+05:30`));
      await setCampaignDate(t, campaignId, startsAt);

      const res = await request(t.url).get(`/api/v1/campaign/campaign-calendar/${campaignId}`).expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="redhope-camp-${firstOfNext.toISOString().slice(0, 10)}.ics"`);
      const text = res.text;
      expect(text).toContain('\r\nDTSTART;TZID=Asia/Kolkata:' + firstOfNext.toISOString().slice(0, 10).replace(/-/g, '') + 'T003000\r\n');
      const calendar = new ICAL.Component(ICAL.parse(text));
      ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') as ICAL.Component);
      expect(event.summary).toBe('Camp; with, commas');
      expect(event.uid).toBe(`campaign-${campaignId}@redhope`);
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
      expect([event.startDate.day, event.startDate.month]).toEqual([1, firstOfNext.getUTCMonth() + 1]);
      expect(event.location).toContain('Pune');
      expect(event.description).toMatch(/^Blood donation camp\n\n/);
      expect(event.description).toContain('Contact: ');

      // Its words in the viewer's language: the browser's without an account, else the account's.
      const eventOf = (ics: string) => new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component);
      const hindi = eventOf((await request(t.url).get(`/api/v1/campaign/campaign-calendar/${campaignId}`).set('accept-language', 'hi-IN,hi;q=0.9,en;q=0.8').expect(200)).text);
      expect(hindi.summary).toBe('Camp; with, commas');
      expect(hindi.description).toMatch(/^रक्तदान शिविर\n\n/);
      expect(hindi.description).toContain('संपर्क: ');
      await gql(asha, 'mutation { setLanguage(input: { language: "hi" }) { language } }', {}).expect(200);
      const signedIn = eventOf((await request(t.url).get(`/api/v1/campaign/campaign-calendar/${campaignId}`).set('cookie', asha.cookie).set('accept-language', 'en').expect(200)).text);
      expect(signedIn.description).toMatch(/^रक्तदान शिविर\n\n/);
      await gql(asha, 'mutation { setLanguage(input: { language: "en" }) { language } }', {}).expect(200);

      await gql(organiser, 'mutation($id: ID!) { removeCampaign(id: $id) }', { id: campaignId }).expect(200);
      const gone = await request(t.url).get(`/api/v1/campaign/campaign-calendar/${campaignId}`).expect(404);
      expect(gone.body.data.code).toBe('NOT_FOUND');
    });

    it("gives the signed-in donor's next eligible date as a whole-day event, and says why when there is none", async () => {
      const donor = await signedInDonor(t.url, db, 'Eligible donor');
      const url = '/api/v1/user/next-donation-calendar';
      await request(t.url).get(url).expect(401);
      const none = await request(t.url).get(url).set('cookie', donor.cookie).expect(404);
      expect(none.body).toMatchObject({ data: { code: 'NOT_FOUND' }, message: 'Add your last donation date to know when you may donate again' });

      await db.query(`UPDATE "users" SET "last_donation_date" = '2020-01-01' WHERE "id" = $1`, [donor.id]);
      const now = await request(t.url).get(url).set('cookie', donor.cookie).expect(404);
      expect(now.body.message).toBe('You may donate now: there is no later date to add');

      // Donated 30 days ago (India): the next date is 90 days on (120 days after), across month ends.
      const today = todayInIndia();
      const last = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
      await db.query(`UPDATE "users" SET "last_donation_date" = $2 WHERE "id" = $1`, [donor.id, last]);
      const expected = nextDonationDateFrom(last) as string;
      expect(expected).toBe(new Date(Date.parse(`${last}T00:00:00Z`) + 120 * 86_400_000).toISOString().slice(0, 10));
      const res = await request(t.url).get(url).set('cookie', donor.cookie).expect(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="redhope-next-donation-${expected}.ics"`);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent('vevent') as ICAL.Component);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(expected);
      expect(event.summary).toBe('You may donate blood again');

      // In the donor's language, once they chose Hindi in the app (as their reminders are).
      await gql(donor, 'mutation { setLanguage(input: { language: "hi" }) { language } }', {}).expect(200);
      const hindi = await request(t.url).get(url).set('cookie', donor.cookie).expect(200);
      const hindiEvent = new ICAL.Event(new ICAL.Component(ICAL.parse(hindi.text)).getFirstSubcomponent('vevent') as ICAL.Component);
      expect(hindiEvent.startDate.toString()).toBe(expected);
      expect(hindiEvent.summary).toBe('आप फिर से रक्तदान कर सकते हैं');
      expect(hindiEvent.description).toMatch(/^आज से आप फिर से संपूर्ण रक्त दान कर सकते हैं।/);
    });
  });

  it('exports the answers and deletes them with the account, counting the camp again', async () => {
    const campaignId = await createCampaign(t.url, organiser);
    const leaving = await signedInDonor(t.url, db, 'Leaving donor');
    await rsvp(leaving, campaignId, true, true).expect(200);
    await rsvp(asha, campaignId, true).expect(200);
    const exported = await request(t.url).get('/api/v1/user/export').set('cookie', leaving.cookie).expect(200);
    expect(exported.body.data.campRsvps).toEqual([expect.objectContaining({ campaignId, status: 'going', shareContact: true, campaignTitle: 'Blood donation camp at Ruby Hall' })]);

    await request(t.url).post('/api/v1/user/delete-account').set('cookie', leaving.cookie).send({ password: PASSWORD }).expect(200);
    expect(await db.query(`SELECT 1 FROM "campaign_rsvps" WHERE "user_id" = $1`, [leaving.id])).toEqual([]);
    expect((await gql(asha, CAMPAIGN, { id: campaignId })).body.data.campaign.goingCount).toBe(1);
  });
});
