import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PgBoss, type Job, type JobResult, type SendOptions } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { databaseOutage, isDatabaseUnavailable } from '../errors/database-unavailable';
import { Metrics } from '../metrics/metrics';

/** How a failed job is retried: `limit` more runs, `delaySeconds` apart, doubling (with jitter) when `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
  /** With backoff: the longest gap between two runs. */
  maxDelaySeconds?: number;
}

export interface QueueDefinition<T extends object> {
  /** Letters, digits, `_ - . /` only. */
  name: string;
  /**
   * Runs one job; a throw (or exceeding timeoutSeconds) fails the run, which is retried per
   * `retry`. `signal` aborts when the run times out or the app stops: long work should heed it.
   */
  handler: (data: T, signal: AbortSignal) => Promise<void>;
  /** Defaults for every job of the queue; `send` may override per job. Default: no retry. */
  retry?: RetryPolicy;
  /** A run still going after this long counts as failed. Default 15 minutes. */
  timeoutSeconds?: number;
  /** Jobs of this queue run at once on one instance (within a fetched batch). Default 1. */
  concurrency?: number;
  /**
   * pg-boss's queue policy. 'standard' (default) queues every job; 'short' keeps at most one
   * queued job per singletonKey (e.g. one expiry job per request); 'singleton' runs at most one
   * per key at a time; 'stately' does both. Fixed when the queue is first created.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /**
   * Wake the queue's workers, on every instance, the moment a job is committed (LISTEN/NOTIFY)
   * rather than at their next poll: for work a person is waiting on. Polling stays as the floor.
   */
  notify?: boolean;
  /**
   * A running job whose worker sends no heartbeat for this long (its process died) is failed and
   * retried at the next supervision, instead of after `timeoutSeconds`. At least 10; fixed when
   * the queue is first created. Default: none.
   */
  heartbeatSeconds?: number;
  /** How long a completed job stays in the table (pg-boss's default: 7 days). */
  keepCompletedSeconds?: number;
}

export interface SendJobOptions {
  retry?: RetryPolicy;
  /** Run no earlier than this. */
  startAfter?: Date;
  /** With a queue policy other than 'standard': the key the policy counts jobs by. */
  singletonKey?: string;
}

/** How often an instance looks for timed-out jobs and jobs whose worker stopped its heartbeat. */
const SUPERVISE_INTERVAL_SECONDS = 10;

/** pg-boss lives in its own schema of the app database; the app's role owns it. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Fetch up to 10 jobs a time and fetch again at once while batches come back full, so a burst
 * (a request's alert e-mails) drains without waiting a poll interval per job.
 */
const WORK_OPTIONS = { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 } as const;

function retryOptions(retry: RetryPolicy | undefined): Pick<SendOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'> {
  if (!retry) return { retryLimit: 0 };
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff ?? false,
    ...(retry.maxDelaySeconds !== undefined ? { retryDelayMax: retry.maxDelaySeconds } : {}),
  };
}

/**
 * Background work that must not be lost and must run once: pg-boss on the app's own Postgres
 * (embedded or DATABASE_URL). A job is fetched by one worker on one instance (SKIP LOCKED), a
 * failed run is retried with the queue's policy, and a cron schedule sends one job per slot
 * however many instances run it.
 *
 * Features call `register` and `schedule` from their constructor or onModuleInit; pg-boss starts
 * when the application boots and stops (letting running jobs finish) when it shuts down.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, QueueDefinition<object>>();
  private readonly schedules = new Map<string, { cron: string; data: object }>();
  private readonly boss: PgBoss;
  private started?: Promise<void>;
  private stopped?: Promise<void>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly dataSource: DataSource, metrics: Metrics) {
    metrics.gauge('redhope_jobs', 'Background jobs waiting (created), to be retried (retry), running (active) and failed for good (failed), by queue', ['queue', 'state'], async (set) => {
      const rows = (await dataSource
        .query(`SELECT "name" AS "queue", "state", count(*)::int AS "n" FROM "${JOBS_SCHEMA}"."job" WHERE "state" IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`)
        .catch(() => [])) as { queue: string; state: string; n: number }[];
      for (const row of rows) set({ queue: row.queue, state: row.state }, row.n);
    });
    const { url } = dataSource.options as { url?: string };
    if (!url) throw new Error('JobsService needs the database URL the app connects with');
    this.boss = new PgBoss({
      connectionString: url,
      ssl: config.database.ssl ? { rejectUnauthorized: true } : undefined,
      schema: JOBS_SCHEMA,
      application_name: 'redhope-jobs',
      max: 3,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
      // One listening connection, so queues with `notify` start their jobs as soon as they commit.
      useListenNotify: true,
      // How often timed-out jobs (and those of dead workers, by heartbeat) are failed for a retry:
      // pg-boss checks them in its monitor pass, which runs at most once per monitorIntervalSeconds
      // (60 by default), whatever the supervise interval. At 60, a job whose worker lost its
      // database connection mid-run (a Postgres restart) waited a minute or more after the
      // outage; both at 10, it is retried about 20 s after its last heartbeat.
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    });
    this.boss.on('error', (error: Error) => {
      // While stopping, the embedded Postgres may already be ending its connections (Ctrl-C
      // reaches it too): expected, not worth an error.
      if (this.stopped) this.logger.debug(`pg-boss while stopping: ${error.message}`);
      else if (isDatabaseUnavailable(error)) {
        // Every worker polls each second: during an outage that is a line per queue per second.
        // The outage is logged once when it goes and once when it returns (databaseOutage).
        databaseOutage.noteUnavailable(error);
        this.logger.debug(`pg-boss: ${error.message}`);
      } else this.logger.error(`pg-boss: ${error.message}`);
    });
  }

  register<T extends object>(definition: QueueDefinition<T>): void {
    if (this.started) throw new Error(`Queue ${definition.name} registered after start-up: register it in a constructor or onModuleInit`);
    if (this.queues.has(definition.name)) throw new Error(`Queue ${definition.name} is registered twice`);
    this.queues.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /** Sends a job to a registered queue every time the cron expression (UTC) comes due. */
  schedule(name: string, cron: string, data: object = {}): void {
    if (this.started) throw new Error(`Schedule ${name} added after start-up: add it in a constructor or onModuleInit`);
    this.schedules.set(name, { cron, data });
  }

  /** Queues one job; resolves with its id, or null when the queue's policy refused a duplicate. */
  async send<T extends object>(name: string, data: T, options: SendJobOptions = {}): Promise<string | null> {
    await this.ready();
    if (!this.queues.has(name)) throw new Error(`No queue named ${name}`);
    return this.boss.send(name, data, {
      ...(options.retry ? retryOptions(options.retry) : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /**
   * Queues jobs inside the caller's database transaction: they exist if and only if the
   * transaction commits, so work recorded together with them (a notification and its e-mail) is
   * never half done, whatever crashes in between.
   */
  async sendInTransaction<T extends object>(manager: EntityManager, name: string, jobs: { data: T; singletonKey?: string; startAfter?: Date }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.ready();
    if (!this.queues.has(name)) throw new Error(`No queue named ${name}`);
    const db = {
      executeSql: async (text: string, values?: unknown[]) => {
        const result: unknown = await manager.query(text, values);
        // TypeORM answers UPDATE and DELETE with [rows, count]; pg-boss wants the rows.
        const rows = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
        return { rows: Array.isArray(rows) ? rows : [] };
      },
    };
    await this.boss.insert(
      name,
      jobs.map((job) => ({ data: job.data, ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}), ...(job.startAfter ? { startAfter: job.startAfter } : {}) })),
      { db },
    );
  }

  /**
   * Cancels the jobs of a queue still waiting to run (created or to be retried) whose singletonKey
   * is one of `keys`, or starts with `keyPrefix`; resolves with how many. A job already running
   * finishes (its handler should check again that its work is still wanted).
   */
  async cancelWaiting(name: string, match: { keys: readonly string[] } | { keyPrefix: string }): Promise<number> {
    await this.ready();
    if ('keys' in match && match.keys.length === 0) return 0;
    const [condition, value] = 'keys' in match ? ['"singleton_key" = ANY($2::text[])', [...match.keys]] : [`starts_with("singleton_key", $2)`, match.keyPrefix];
    const rows = (await this.dataSource.query(`SELECT "id" FROM "${JOBS_SCHEMA}"."job" WHERE "name" = $1 AND ${condition} AND "state" IN ('created', 'retry')`, [
      name,
      value,
    ])) as { id: string }[];
    if (rows.length === 0) return 0;
    await this.boss.cancel(
      name,
      rows.map((row) => row.id),
    );
    return rows.length;
  }

  /**
   * Deletes the jobs of a queue with this singleton key that wait to run (not yet started, or
   * waiting for a retry), inside the caller's transaction: a rescheduled or cancelled job. Locked
   * first, so a worker fetching one meanwhile either has it already or never gets it.
   */
  async cancelWaitingInTransaction(manager: EntityManager, name: string, singletonKey: string): Promise<void> {
    const condition = `"name" = $1 AND "singleton_key" = $2 AND "state" IN ('created', 'retry')`;
    await manager.query(`SELECT "id" FROM "${JOBS_SCHEMA}"."job" WHERE ${condition} FOR UPDATE`, [name, singletonKey]);
    await manager.query(`DELETE FROM "${JOBS_SCHEMA}"."job" WHERE ${condition}`, [name, singletonKey]);
  }

  /**
   * The singleton keys of a queue's jobs that are still to run (waiting, to be retried, or
   * running): what a reconciliation compares with the jobs the data says should exist.
   */
  async pendingKeys(name: string): Promise<Set<string>> {
    await this.ready();
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT "singleton_key" AS "key" FROM "${JOBS_SCHEMA}"."job" WHERE "name" = $1 AND "singleton_key" IS NOT NULL AND "state" IN ('created', 'retry', 'active')`,
      [name],
    )) as { key: string }[];
    return new Set(rows.map((row) => row.key));
  }

  /** The jobs of a queue and their states (for tests and diagnostics). */
  async findJobs(name: string): Promise<Array<{ id: string; state: string; retryCount: number; singletonKey: string | null; startAfter: Date; data: object }>> {
    await this.ready();
    const jobs = await this.boss.findJobs<object>(name);
    return jobs.map((job) => ({ id: job.id, state: job.state, retryCount: job.retryCount, singletonKey: job.singletonKey ?? null, startAfter: job.startAfter, data: job.data }));
  }

  onApplicationBootstrap(): Promise<void> {
    return this.ready();
  }

  /** Stops fetching first, so running jobs can finish while the database is still there. */
  beforeApplicationShutdown(): Promise<void> {
    this.stopped ??= (async () => {
      if (!this.started) return;
      await this.started.catch(() => undefined);
      // Graceful: running jobs get up to 10 s to finish; an unfinished one is retried elsewhere.
      await this.boss.stop({ graceful: true, timeout: 10_000 });
    })();
    return this.stopped;
  }

  onApplicationShutdown(): Promise<void> {
    return this.beforeApplicationShutdown();
  }

  /**
   * Runs a fetched batch, `concurrency` jobs at a time, settling each job on its own: one
   * failure is retried without re-running the jobs that succeeded beside it.
   */
  private async runBatch(queue: QueueDefinition<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    const pending = [...jobs];
    const lane = async (): Promise<void> => {
      for (let job = pending.shift(); job; job = pending.shift()) {
        try {
          await queue.handler(job.data, job.signal);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          // Only the error's name and code: messages of mail or HTTP errors can carry addresses.
          const { name = 'Error', code } = error as { name?: string; code?: unknown };
          this.logger.warn(`Job ${queue.name} failed (${typeof code === 'string' ? `${name} ${code}` : name})`);
          results.push({ id: job.id, status: 'failed', output: { error: name, ...(typeof code === 'string' ? { code } : {}) } });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(queue.concurrency ?? 1, jobs.length) }, lane));
    return results;
  }

  private ready(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  private async start(): Promise<void> {
    await this.boss.start();
    for (const queue of this.queues.values()) {
      const options = {
        ...retryOptions(queue.retry),
        expireInSeconds: queue.timeoutSeconds ?? 900,
        notify: queue.notify ?? false,
        ...(queue.keepCompletedSeconds ? { deleteAfterSeconds: queue.keepCompletedSeconds } : {}),
      };
      // createQueue keeps an existing queue as it is; updateQueue brings its defaults up to date.
      await this.boss.createQueue(queue.name, {
        ...options,
        policy: queue.policy ?? 'standard',
        ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
      });
      const { retryDelayMax: _fixedAtCreation, ...updatable } = options;
      await this.boss.updateQueue(queue.name, updatable);
      await this.boss.work<object>(queue.name, WORK_OPTIONS, (jobs: Job<object>[]) => this.runBatch(queue, jobs));
    }
    for (const [name, { cron, data }] of this.schedules) {
      if (!this.queues.has(name)) throw new Error(`Schedule ${name} has no registered queue`);
      await this.boss.schedule(name, cron, data, { tz: 'UTC' });
    }
  }
}
