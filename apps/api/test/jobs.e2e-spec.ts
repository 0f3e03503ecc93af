import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JOBS_SCHEMA, JobsService, type QueueDefinition } from '../src/common/jobs/jobs.service';
import { Metrics } from '../src/common/metrics/metrics';
import { eventually } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * The shared jobs service on the real Postgres (pg-boss): retries, one run per job across
 * instances, one schedule across instances. Each case builds its own service instances (as app
 * instances would) with queues of its own.
 */
describe('jobs (pg-boss)', () => {
  let t: TestApp;
  const running: JobsService[] = [];
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((jobs) => jobs.onApplicationShutdown()));
  });
  afterAll(async () => {
    await t.close();
  });

  /** An instance of the service with the given queues, started as the app starts it. */
  async function instance(queues: QueueDefinition<{ n: number }>[], schedules: Array<[string, string]> = []): Promise<JobsService> {
    const jobs = new JobsService(t.config, t.app.get(DataSource), new Metrics(t.config));
    for (const queue of queues) jobs.register(queue);
    for (const [name, cron] of schedules) jobs.schedule(name, cron);
    running.push(jobs);
    await jobs.onApplicationBootstrap();
    return jobs;
  }

  const queueName = (what: string) => `test.${what}.${randomUUID().slice(0, 8)}`;

  it('retries a failed run with backoff, then completes', async () => {
    const name = queueName('retry');
    const attempts: number[] = [];
    const jobs = await instance([
      {
        name,
        retry: { limit: 2, delaySeconds: 1, backoff: true },
        handler: async ({ n }) => {
          attempts.push(n);
          if (attempts.length === 1) throw new Error('the mail server is down');
        },
      },
    ]);
    const id = await jobs.send(name, { n: 7 });
    const done = await eventually(async () => (await jobs.findJobs(name)).find((job) => job.id === id && job.state === 'completed'), 20_000, 'the retried job');
    expect(done.retryCount).toBe(1);
    expect(attempts).toEqual([7, 7]);
  });

  it('runs each job once, whatever the number of instances', async () => {
    const name = queueName('once');
    const handled: number[] = [];
    const queue: QueueDefinition<{ n: number }> = { name, handler: async ({ n }) => void handled.push(n) };
    const [first] = await Promise.all([instance([{ ...queue }]), instance([{ ...queue }])]);
    for (let n = 0; n < 10; n++) await first.send(name, { n });
    // A job is marked completed after its handler returns: wait for the marks, not the handlers.
    await eventually(
      async () => ((await first.findJobs(name)).filter((job) => job.state === 'completed').length === 10 ? true : undefined),
      20_000,
      'ten completed jobs',
    );
    expect([...handled].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets a job that is running when its instance stops (SIGTERM) finish, and marks it completed: it is not run again', async () => {
    const name = queueName('stopping');
    const handled: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const running = new Promise<void>((resolve) => (began = resolve));
    const jobs = await instance([
      {
        name,
        handler: async ({ n }) => {
          began();
          await gate;
          handled.push(n);
        },
      },
    ]);
    const id = await jobs.send(name, { n: 3 });
    await running;
    const state = async (): Promise<string> =>
      ((await t.app.get(DataSource).query(`SELECT "state" FROM ${JOBS_SCHEMA}."job" WHERE "name" = $1 AND "id" = $2`, [name, id])) as { state: string }[])[0].state;

    let stopped = false;
    const stopping = jobs.beforeApplicationShutdown().then(() => (stopped = true));
    // The stop waits for the running job: still active, the instance not stopped.
    expect(await state()).toBe('active');
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await state()).toBe('completed');
    expect(handled).toEqual([3]);
  });

  it("keeps one queued job per key in a 'short' queue across instances, and one schedule per name", async () => {
    const name = queueName('single');
    const queue: QueueDefinition<{ n: number }> = { name, policy: 'short', handler: async () => undefined };
    const later = new Date(Date.now() + 3_600_000);
    const [a, b] = await Promise.all([instance([{ ...queue }], [[name, '0 3 * * *']]), instance([{ ...queue }], [[name, '0 3 * * *']])]);
    expect(await a.send(name, { n: 1 }, { singletonKey: 'request-1', startAfter: later })).not.toBeNull();
    expect(await b.send(name, { n: 2 }, { singletonKey: 'request-1', startAfter: later })).toBeNull();
    const schedules = await t.app.get(DataSource).query(`SELECT name, cron FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`, [name]);
    expect(schedules).toEqual([{ name, cron: '0 3 * * *' }]);
  });
});
