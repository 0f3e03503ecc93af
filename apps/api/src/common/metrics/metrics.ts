import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '../../config/config';

/** Seconds; from a cached answer (~1 ms) to a slow write. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Operation names come from clients: past this many distinct ones, the rest count as "other". */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** A figure read when Prometheus scrapes (pool use, open sockets, queue depth). */
export type GaugeReader = (set: (labels: Record<string, string>, value: number) => void) => void | Promise<void>;

/**
 * The app's Prometheus metrics (prom-client), one registry per app instance. Features record
 * into the counters and histograms here, or register a reader for a gauge that is read at
 * scrape time. Served at GET /metrics (bootstrap.ts): open outside production, and in production
 * only with METRICS_TOKEN as a bearer token.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'redhope_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'redhope_graphql_operation_duration_seconds',
    help: 'GraphQL operations over HTTP by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'redhope_errors_total',
    help: 'Errors answered to clients, by code (REST and GraphQL)',
    labelNames: ['code', 'transport'] as const,
    registers: [this.registry],
  });
  readonly notifications = new Counter({
    name: 'redhope_notifications_total',
    help: 'Notifications written to recipients, by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly notificationsFailed = new Counter({
    name: 'redhope_notifications_failed_total',
    help: 'Attempts to write notifications that failed, by kind (the durable-event handler that wrote them retries)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly emailsSent = new Counter({
    name: 'redhope_emails_sent_total',
    help: 'E-mails the SMTP server accepted, by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly emailsFailed = new Counter({
    name: 'redhope_emails_failed_total',
    help: 'E-mail attempts that failed, by kind and reason: refused (a permanent SMTP refusal, not retried), retrying (server unreachable, timeout or a temporary refusal: sent again later)',
    labelNames: ['kind', 'reason'] as const,
    registers: [this.registry],
  });
  readonly assistantStreams = new Counter({
    name: 'redhope_assistant_streams_total',
    help: "Jyoti's answers ended, by outcome (completed; closed: the client left or the server was closing; failed) and whether they began with the emergency card",
    labelNames: ['outcome', 'emergency'] as const,
    registers: [this.registry],
  });
  readonly pushSent = new Counter({
    name: 'redhope_push_sent_total',
    help: 'Web Pushes a push service accepted',
    registers: [this.registry],
  });
  readonly pushFailed = new Counter({
    name: 'redhope_push_failed_total',
    help: 'Web Push attempts that failed, by reason: gone (404/410, subscription deleted), rate-limited (429), server-error (5xx), network (no answer), rejected (other 4xx), given-up (out of attempts)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly operationNames = new Set<string>();
  private readonly token?: Buffer;
  readonly enabled: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    collectDefaultMetrics({ register: this.registry });
    this.token = config.metricsToken ? Buffer.from(config.metricsToken) : undefined;
    this.enabled = !config.isProduction || this.token !== undefined;
  }

  /** A gauge whose values are read at scrape time. */
  gauge(name: string, help: string, labelNames: string[], read: GaugeReader): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value));
      },
    });
  }

  /** A client's operation name as a label, or "anonymous" / "other" (bounded cardinality). */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** Whether an Authorization header may read the metrics. */
  allows(authorization: string | undefined): boolean {
    if (!this.enabled) return false;
    if (!this.token) return true;
    const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
}
