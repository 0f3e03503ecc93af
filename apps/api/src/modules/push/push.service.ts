import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { renderPush, requestHelpPath, requestPath, type NotificationKind, type PushKind, type PushParamsByKind, type RequestAlertParams, type RequestClosedParams, type UserLanguage } from '@redhope/domain';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { generateRequestDetails } from 'web-push';
import { AppError } from '../../common/errors/app-error';
import { JobsService } from '../../common/jobs/jobs.service';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig, type VapidKeys } from '../../config/config';
import { NotificationsService } from '../notifications';
import { RequestsService, type RequestFacts } from '../requests';
import { UsersService } from '../users';
import { DEFAULT_TTL_SECONDS, isAllowedPushHost, KNOWN_PUSH_HOSTS, MIN_REPLACEMENT_TTL_SECONDS, outcomeOf, requestTopic, retryDelaySeconds, secondsUntilRequired, type PushOutcome } from './push-delivery';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { resolveVapidKeys } from './vapid-keys';

export const PUSH_QUEUE = 'push.send';

/** Tries per push (the first and the retries), about 20 minutes in all with the default 10 s base. */
export const MAX_PUSH_ATTEMPTS = 8;
/** Devices one user may have subscribed: past it, the oldest subscription goes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;
/** Longest wait for a push service's answer. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * One push to one device. Ids only (the text is made when it is sent, from rows that go with the
 * people they name), so the queue holds nothing personal; `recipientId` guards against a device
 * that changed hands since it was queued.
 */
export interface PushJob {
  subscriptionId: string;
  recipientId: string;
  language: UserLanguage;
  /** 1 for the first try. */
  attempt: number;
  /** A notification of the in-app list. */
  notificationId?: string;
  /** Or: a request closed, to a donor it alerted ("no longer needed", replacing the alert). */
  closed?: { requestId: string; requiredBy: string; params: RequestClosedParams };
}

/** What the service worker receives (decrypted), and reads exactly. No contact details, ever. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path inside the app. */
  url: string;
  /** The notification's tag on the device: the request's Topic, so a later push about it replaces this one. */
  tag: string;
  /** The recipient's unread notifications (the app badge). */
  unread: number;
  /** Where "I can help" leads: the request's help step. */
  helpUrl?: string;
  actions?: { action: 'help'; title: string }[];
  /** The language of the texts (the recipient's): the shown notification's `lang`. */
  lang: UserLanguage;
}

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const INVALID_SUBSCRIPTION = 'Invalid push subscription';

/** The notification kinds a device can show (renderPush knows their text). */
const PUSHED_KINDS: ReadonlySet<string> = new Set<NotificationKind>(['request-alert', 'help-offered', 'request-fulfilled', 'camp-reminder', 'donation-helped', 'donation-reminder']);

/**
 * Web Push (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID) to the devices users
 * subscribed. Every notification that reaches someone's in-app list is queued here, one pg-boss job
 * per device: a device's retries (5xx, 429 after its Retry-After, no answer) never send again to
 * the devices that took it, and its expiry (404/410) deletes only its own subscription.
 */
@Injectable()
export class PushService implements OnModuleInit {
  private readonly logger = new Logger('Push');
  readonly vapid: VapidKeys;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(PushSubscriptionEntity) private readonly subscriptions: Repository<PushSubscriptionEntity>,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly requests: RequestsService,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.vapid = resolveVapidKeys(config);
  }

  onModuleInit(): void {
    this.jobs.register<PushJob>({
      name: PUSH_QUEUE,
      handler: (job, signal) => this.deliver(job, signal),
      // Answers of the push service are handled in deliver (retries rescheduled there, after the
      // service's Retry-After); this only covers the app's own failures (the database away).
      retry: { limit: 5, delaySeconds: 30, backoff: true, maxDelaySeconds: 900 },
      timeoutSeconds: 60,
      concurrency: 20,
      notify: true,
      keepCompletedSeconds: 24 * 3600,
    });
  }

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /**
   * Subscribes a device of the user. An endpoint another user had (the device changed hands) moves
   * to this user with its new keys; the user's oldest devices past the cap are dropped.
   */
  async register(userId: string, subscription: NewPushSubscription): Promise<void> {
    const endpoint = this.checkedEndpoint(subscription.endpoint);
    const p256dh = decodedKey(subscription.keys.p256dh, 65, 'keys.p256dh');
    const auth = decodedKey(subscription.keys.auth, 16, 'keys.auth');
    if (p256dh[0] !== 0x04) throw new AppError('VALIDATION_FAILED', INVALID_SUBSCRIPTION, { 'keys.p256dh': INVALID_SUBSCRIPTION });
    await this.dataSource.transaction(async (manager) => {
      // This user's registrations one at a time: each trims the devices past the cap as it sees
      // them, and two at once did not see each other's new row (the cap was passed).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`push-subscriptions:${userId}`]);
      await manager.query(
        `INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("endpoint") DO UPDATE SET
           "created_at" = CASE WHEN "push_subscriptions"."user_id" = EXCLUDED."user_id" THEN "push_subscriptions"."created_at" ELSE now() END,
           "user_id" = EXCLUDED."user_id", "p256dh" = EXCLUDED."p256dh", "auth" = EXCLUDED."auth", "consecutive_failures" = 0`,
        [userId, endpoint, p256dh.toString('base64url'), auth.toString('base64url')],
      );
      await manager.query(
        `DELETE FROM "push_subscriptions" WHERE "user_id" = $1 AND "id" NOT IN (
           SELECT "id" FROM "push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id" LIMIT $2)`,
        [userId, MAX_SUBSCRIPTIONS_PER_USER],
      );
    });
  }

  /** Unsubscribes the user's device with this endpoint (nothing when it is not theirs or not there). */
  async unregister(userId: string, endpoint: string): Promise<void> {
    await this.subscriptions.delete({ userId, endpoint });
  }

  /** Every device of the user (password changed), in the caller's transaction. */
  async unregisterAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(PushSubscriptionEntity, { userId });
  }

  /** Queues one push per device of each notification's recipient. */
  async queueNotifications(written: { id: string; recipientId: string }[]): Promise<void> {
    const byRecipient = new Map<string, { notificationId: string }[]>();
    for (const notification of written) {
      const list = byRecipient.get(notification.recipientId) ?? [];
      list.push({ notificationId: notification.id });
      byRecipient.set(notification.recipientId, list);
    }
    await this.queueTo([...byRecipient.keys()], (recipientId) => byRecipient.get(recipientId) ?? []);
  }

  /**
   * A request closed: each donor it alerted, and each of `alsoTo` (its helpers, on a cancel), but
   * those in `except` (who get their own notification about it), gets "no longer needed", which
   * replaces the alert on their device.
   */
  async queueClosed(request: RequestFacts, fulfilled: boolean, except: readonly string[] = [], alsoTo: readonly string[] = []): Promise<void> {
    const skip = new Set(except);
    const recipients = [...(await this.notifications.recipientsOf(request.id, 'request-alert')), ...alsoTo].filter((id) => !skip.has(id));
    const closed = {
      requestId: request.id,
      requiredBy: request.requiredBy,
      params: { bloodGroup: request.bloodGroup, district: request.district, ...(request.component ? { component: request.component, units: request.units ?? 1 } : {}), fulfilled },
    };
    await this.queueTo(recipients, () => [{ closed }]);
  }

  private async queueTo(recipientIds: string[], pushesFor: (recipientId: string) => Pick<PushJob, 'notificationId' | 'closed'>[]): Promise<void> {
    const recipients = [...new Set(recipientIds)];
    if (recipients.length === 0) return;
    const devices = (await this.dataSource.query(`SELECT "id", "user_id" AS "userId" FROM "push_subscriptions" WHERE "user_id" = ANY($1::uuid[])`, [recipients])) as {
      id: string;
      userId: string;
    }[];
    if (devices.length === 0) return;
    const languages = await this.users.languagesOf([...new Set(devices.map((device) => device.userId))]);
    const jobs = devices.flatMap((device) =>
      pushesFor(device.userId).map((push) => ({
        data: { subscriptionId: device.id, recipientId: device.userId, language: languages.get(device.userId) ?? 'en', attempt: 1, ...push } satisfies PushJob,
      })),
    );
    await this.dataSource.transaction((manager) => this.jobs.sendInTransaction(manager, PUSH_QUEUE, jobs));
  }

  /** Sends one push; decides from the push service's answer what becomes of it and of the subscription. */
  async deliver(job: PushJob, signal?: AbortSignal): Promise<void> {
    const subscription = await this.subscriptions.findOne({ where: { id: job.subscriptionId } });
    // Unsubscribed, expired, or the device changed hands since: nothing to send.
    if (!subscription || subscription.userId !== job.recipientId) return;
    const message = await this.message(job);
    if (!message) return;
    const details = generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message.payload),
      { vapidDetails: this.vapid, TTL: message.ttl, urgency: message.urgency, topic: message.payload.tag, contentEncoding: 'aes128gcm' },
    );
    // fetch computes the length of the body itself (and refuses to be told it).
    const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
    let outcome: PushOutcome;
    try {
      const timeout = AbortSignal.timeout(PUSH_TIMEOUT_MS);
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ?? undefined,
        redirect: 'manual',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      await response.body?.cancel();
      outcome = outcomeOf(response.status, response.headers.get('retry-after'));
    } catch {
      outcome = { kind: 'retry', reason: 'network' };
    }
    await this.settle(job, subscription, outcome);
  }

  private async settle(job: PushJob, subscription: PushSubscriptionEntity, outcome: PushOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'sent':
        this.metrics.pushSent.inc();
        await this.dataSource.query(`UPDATE "push_subscriptions" SET "last_success_at" = now(), "consecutive_failures" = 0 WHERE "id" = $1`, [subscription.id]);
        return;
      case 'gone':
        this.metrics.pushFailed.inc({ reason: 'gone' });
        await this.subscriptions.delete({ id: subscription.id });
        return;
      case 'rejected':
        this.metrics.pushFailed.inc({ reason: 'rejected' });
        await this.countFailure(subscription.id);
        this.logger.warn(`A ${job.closed ? 'request-closed' : 'notification'} push was refused for good`);
        return;
      case 'retry': {
        this.metrics.pushFailed.inc({ reason: outcome.reason });
        await this.countFailure(subscription.id);
        if (job.attempt >= MAX_PUSH_ATTEMPTS) {
          this.metrics.pushFailed.inc({ reason: 'given-up' });
          return;
        }
        // A new job rather than a pg-boss retry: its start honours the service's Retry-After.
        const delay = retryDelaySeconds(job.attempt, this.config.push.retryDelaySeconds, outcome.retryAfterSeconds);
        await this.jobs.send<PushJob>(PUSH_QUEUE, { ...job, attempt: job.attempt + 1 }, { startAfter: new Date(Date.now() + delay * 1000) });
        return;
      }
    }
  }

  private async countFailure(subscriptionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE "push_subscriptions" SET "consecutive_failures" = "consecutive_failures" + 1 WHERE "id" = $1`, [subscriptionId]);
  }

  /** The payload and its delivery headers; null when there is nothing (left) to say. */
  private async message(job: PushJob): Promise<{ payload: PushPayload; ttl: number; urgency: 'high' | 'normal' } | null> {
    if (job.closed) {
      const { requestId, requiredBy, params } = job.closed;
      const text = renderPush('request-closed', params, job.language);
      const payload: PushPayload = {
        kind: 'request-closed',
        ...text,
        url: requestPath(requestId),
        tag: requestTopic(requestId),
        unread: await this.notifications.unreadCount(job.recipientId),
        lang: job.language,
      };
      return { payload, ttl: Math.max(MIN_REPLACEMENT_TTL_SECONDS, secondsUntilRequired(requiredBy)), urgency: 'normal' };
    }
    if (!job.notificationId) return null;
    const notification = await this.notifications.findById(job.notificationId);
    if (!notification || notification.recipientId !== job.recipientId) return null;
    if (!PUSHED_KINDS.has(notification.kind)) return null;
    const kind = notification.kind as PushKind;
    const { helpAction, ...text } = renderPush(kind, notification.params as unknown as PushParamsByKind[typeof kind], job.language);
    // Where the notification's own button leads in the app (a camp, My donations, the request);
    // without one, the request it is about, else the list.
    const url = notification.actions[0]?.navigate ?? (notification.requestId ? requestPath(notification.requestId) : '/notifications');
    const payload: PushPayload = {
      kind,
      ...text,
      url,
      tag: notification.requestId ? requestTopic(notification.requestId) : requestTopic(notification.id),
      unread: await this.notifications.unreadCount(job.recipientId),
      lang: job.language,
    };
    if (kind === 'request-alert') {
      const params = notification.params as unknown as RequestAlertParams;
      const ttl = secondsUntilRequired(params.requiredBy);
      // The day it was needed by has passed: an alert now would only mislead. A request closed
      // since (a retry after a 5xx) has had its "no longer needed", which this alert, with the
      // same Topic and tag, would replace at the push service and on the device.
      if (ttl === 0) return null;
      if (!(await this.requests.isOpen(notification.requestId ?? params.requestId))) return null;
      return { payload: { ...payload, helpUrl: requestHelpPath(notification.requestId ?? params.requestId), actions: [{ action: 'help', title: helpAction ?? 'I can help' }] }, ttl, urgency: 'high' };
    }
    return { payload, ttl: DEFAULT_TTL_SECONDS, urgency: 'normal' };
  }

  private checkedEndpoint(endpoint: string): string {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new AppError('VALIDATION_FAILED', INVALID_SUBSCRIPTION, { endpoint: INVALID_SUBSCRIPTION });
    }
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && this.config.push.allowHttpEndpoints);
    const hosts = this.config.push.endpointHosts;
    const knownHost = hosts === null || isAllowedPushHost(url.hostname, [...KNOWN_PUSH_HOSTS, ...hosts]);
    if (!secure || !knownHost || url.username || url.password || url.hash) throw new AppError('VALIDATION_FAILED', INVALID_SUBSCRIPTION, { endpoint: INVALID_SUBSCRIPTION });
    return endpoint;
  }
}

/** A base64url key (padding allowed, as some browsers send it) of exactly `bytes` bytes. */
function decodedKey(value: string, bytes: number, field: string): Buffer {
  const bare = value.replace(/=+$/, '');
  const decoded = /^[A-Za-z0-9_-]+$/.test(bare) ? Buffer.from(bare, 'base64url') : Buffer.alloc(0);
  if (decoded.length !== bytes) throw new AppError('VALIDATION_FAILED', INVALID_SUBSCRIPTION, { [field]: INVALID_SUBSCRIPTION });
  return decoded;
}
