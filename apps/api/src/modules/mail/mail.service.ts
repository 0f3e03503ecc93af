import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { JOBS_SCHEMA, JobsService } from '../../common/jobs/jobs.service';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/config';

export const MAIL_QUEUE = 'mail.send';

/** One e-mail. `id` is stable for the fact it tells (a notification's id): its Message-ID. */
export interface MailMessage {
  id: string;
  /** What it is, for logs (never the address). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface SmtpFailure {
  code?: string;
  responseCode?: number;
}

/**
 * A refusal that another attempt would get again: a 5xx reply (but 503, "try later") or an
 * envelope the server rejected. Everything else (server down, timeouts, 4xx) is retried.
 */
export function isPermanentSmtpFailure(error: SmtpFailure): boolean {
  if (typeof error.responseCode === 'number') return error.responseCode >= 500 && error.responseCode !== 503;
  return error.code === 'EENVELOPE';
}

/**
 * E-mail through a job queue: queued in the transaction that records what it tells, sent by a
 * worker with nodemailer, retried with growing gaps while the SMTP server is away, and sent once:
 * a job runs on one instance, and its Message-ID is stable, so a retry after an answer that was
 * lost is recognised as the same message by the receiving side. Without SMTP_URL nothing is
 * queued; the start-up log says so.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  onModuleInit(): void {
    if (!this.transport) {
      this.logger.log('SMTP_URL is not set: e-mail alerts are off (notifications still reach the app)');
      return;
    }
    this.jobs.register<MailMessage>({
      name: MAIL_QUEUE,
      handler: (message) => this.deliver(message),
      retry: { limit: 20, delaySeconds: this.config.mailRetryDelaySeconds, backoff: true, maxDelaySeconds: 3600 },
      timeoutSeconds: 120,
      concurrency: 5,
    });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  /** Queues messages in the caller's transaction (nothing when mail is off). */
  async queue(manager: EntityManager, messages: MailMessage[]): Promise<void> {
    if (!this.transport || messages.length === 0) return;
    await this.jobs.sendInTransaction(
      manager,
      MAIL_QUEUE,
      messages.map((message) => ({ data: message })),
    );
  }

  /**
   * Deletes every e-mail to `address` that the queue still holds, sent or not, in the caller's
   * transaction (an account being deleted leaves no copy of its address behind).
   */
  async forgetRecipient(manager: EntityManager, address: string): Promise<void> {
    if (!(await this.hasQueueTable(manager))) return;
    await this.forgetJobs(manager, `"data"->>'to' = $2`, [MAIL_QUEUE, address]);
  }

  /** Deletes the queued e-mails of these messages (by MailMessage id), in the caller's transaction. */
  async forgetMessages(manager: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || !(await this.hasQueueTable(manager))) return;
    await this.forgetJobs(manager, `"data"->>'id' = ANY($2::text[])`, [MAIL_QUEUE, ids]);
  }

  /**
   * Locks, then deletes, the matching mail jobs. pg-boss fails a run by deleting the job and
   * inserting it again (as a retry): a failure settling at the same moment would otherwise put the
   * job back after the delete's snapshot. With the rows locked first, a failure either waits and
   * then finds its job gone, or settles before the delete, which then sees the re-inserted job.
   */
  private async forgetJobs(manager: EntityManager, condition: string, parameters: unknown[]): Promise<void> {
    await manager.query(`SELECT "id" FROM ${JOBS_SCHEMA}."job" WHERE "name" = $1 AND ${condition} FOR UPDATE`, parameters);
    await manager.query(`DELETE FROM ${JOBS_SCHEMA}."job" WHERE "name" = $1 AND ${condition}`, parameters);
  }

  private async hasQueueTable(manager: EntityManager): Promise<boolean> {
    const [row] = (await manager.query(`SELECT to_regclass($1) AS "table"`, [`${JOBS_SCHEMA}.job`])) as { table: string | null }[];
    return Boolean(row?.table);
  }

  private async deliver(message: MailMessage): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.kind}.${message.id}@redhope.mail>`,
      });
      this.metrics.emailsSent.inc({ kind: message.kind });
    } catch (error) {
      const failure = error as SmtpFailure;
      const reason = `${failure.code ?? 'Error'}${failure.responseCode ? ` ${failure.responseCode}` : ''}`;
      const permanent = isPermanentSmtpFailure(failure);
      this.metrics.emailsFailed.inc({ kind: message.kind, reason: permanent ? 'refused' : 'retrying' });
      if (permanent) {
        // Not retried: the server will refuse it again. Logged without the address.
        this.logger.warn(`A ${message.kind} e-mail was refused for good (${reason})`);
        return;
      }
      throw Object.assign(new Error(`SMTP delivery failed (${reason})`), { code: failure.code ?? 'ESMTP' });
    }
  }
}
