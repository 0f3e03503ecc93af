import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { renderNotification, type NotificationKind, type NotificationParamsByKind } from '@redhope/domain';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, type EntityManager, IsNull, Repository } from 'typeorm';
import { DomainEventBus } from '../../common/events/domain-events';
import { decodeCursor, encodeCursor } from '../../common/graphql/pagination';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { Metrics } from '../../common/metrics/metrics';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailService } from '../mail';
import { UsersService } from '../users';
import { EMAILED_KINDS, notificationMail } from './notification-mail';
import { NotificationEntity } from './notification.entity';
import { NotificationsWrittenEvent } from './notifications.events';

/** Live fan-out of new notifications to their recipient's sockets, on every instance. */
export const NOTIFICATION_ADDED = 'notifications.added';

/**
 * One topic per recipient: a request alerting N donors publishes N events, and on one shared topic
 * each of them would wake every subscriber's filter (N x N; 16 s for 1,000 donors). Per recipient,
 * an event reaches only its recipient's sockets.
 */
export function addedTopic(recipientId: string): string {
  return `${NOTIFICATION_ADDED}.${recipientId}`;
}

/** The reader's unread count after they marked notifications read, to their other tabs and devices. */
export function readTopic(recipientId: string): string {
  return `notifications.read.${recipientId}`;
}

export interface NotificationsReadPayload {
  recipientId: string;
  unreadCount: number;
}

export interface NotificationAddedPayload {
  recipientId: string;
  notification: NotificationEntity;
}

/** A notification rendered for its recipient, before it is written. */
interface RenderedNotification {
  recipientId: string;
  params: object;
  title: string;
  body: string;
  actions: ReturnType<typeof renderNotification>['actions'];
  dedupeKey: string;
  requestId: string | null;
  aboutUserId: string | null;
}

export interface NewNotification<K extends NotificationKind> {
  recipientId: string;
  params: NotificationParamsByKind[K];
  /** One notification per recipient and key: writing the same fact twice alerts nobody twice. */
  dedupeKey: string;
  /** The request it tells of: the notification is deleted with it. */
  requestId?: string;
  /** The user whose request or act it tells of (not the recipient): the notification is deleted with their account. */
  aboutUserId?: string;
}

export interface NotifyOptions {
  /**
   * Checked first in the transaction that writes the rows: nothing is written (nor e-mailed, nor
   * pushed) when it answers false. It may lock what it reads until the rows are committed.
   */
  onlyIf?: (manager: EntityManager) => Promise<boolean>;
}

export interface NotificationPage {
  nodes: NotificationEntity[];
  endCursor: string | null;
  hasNextPage: boolean;
  unreadCount: number;
}

@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(NotificationEntity) private readonly notifications: Repository<NotificationEntity>,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly mail: MailService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly events: DomainEventBus,
  ) {}

  /**
   * Writes notifications of one kind in one statement (queueing the e-mails of the kinds that
   * have one) and pushes the new ones live. Rows that exist already (same recipient and dedupe
   * key) are skipped, so a retried handler is harmless. Returns the rows written now.
   */
  async notify<K extends NotificationKind>(kind: K, items: NewNotification<K>[], options: NotifyOptions = {}): Promise<NotificationEntity[]> {
    if (items.length === 0) return [];
    const rendered = items.map((item): RenderedNotification => {
      const content = renderNotification(kind, item.params);
      return {
        recipientId: item.recipientId,
        params: item.params,
        title: content.title,
        body: content.body,
        actions: content.actions,
        dedupeKey: item.dedupeKey,
        requestId: item.requestId ?? null,
        aboutUserId: item.aboutUserId ?? null,
      };
    });
    const created = await this.write(kind, rendered, options);
    if (created.length > 0) this.metrics.notifications.inc({ kind }, created.length);
    await Promise.all(
      created.map((notification) =>
        this.pubSub.publish(addedTopic(notification.recipientId), { recipientId: notification.recipientId, notification } satisfies NotificationAddedPayload),
      ),
    );
    return created;
  }

  /** notify's transaction; a failure is counted (the caller, a durable-event handler, retries). */
  private async write<K extends NotificationKind>(kind: K, rendered: RenderedNotification[], { onlyIf }: NotifyOptions): Promise<NotificationEntity[]> {
    return this.dataSource.transaction(async (manager) => {
      if (onlyIf && !(await onlyIf(manager))) return [];
      // Someone who deleted their account since the event (a recipient, or the person it tells
      // of) is skipped: nothing is written to them or about them.
      const people = await this.users.emailsOf(manager, [
        ...new Set(rendered.flatMap((row) => (row.aboutUserId ? [row.recipientId, row.aboutUserId] : [row.recipientId]))),
      ]);
      const present = rendered.filter((row) => people.has(row.recipientId) && (row.aboutUserId === null || people.has(row.aboutUserId)));
      if (present.length === 0) return [];
      // The rows go as one JSON document (one native stringify, however many recipients), and
      // only what the database decides comes back: the rest is what was just rendered.
      const written = (await manager.query(
        `INSERT INTO "notifications" ("recipient_id", "kind", "params", "title", "body", "actions", "dedupe_key", "request_id", "about_user_id")
          SELECT n."recipientId", $1, n."params", n."title", n."body", n."actions", n."dedupeKey", n."requestId", n."aboutUserId"
            FROM jsonb_to_recordset($2::jsonb)
              AS n("recipientId" uuid, "params" jsonb, "title" varchar, "body" varchar, "actions" jsonb, "dedupeKey" varchar, "requestId" uuid, "aboutUserId" uuid)
          ON CONFLICT ("recipient_id", "dedupe_key") DO NOTHING
          RETURNING "id", "recipient_id" AS "recipientId", "dedupe_key" AS "dedupeKey", "created_at" AS "createdAt"`,
        [kind, JSON.stringify(present)],
      )) as Pick<NotificationEntity, 'id' | 'recipientId' | 'dedupeKey' | 'createdAt'>[];
      const byKey = new Map(present.map((row) => [`${row.recipientId}:${row.dedupeKey}`, row]));
      const rows = written.map((row): NotificationEntity => {
        const content = byKey.get(`${row.recipientId}:${row.dedupeKey}`) as (typeof present)[number];
        return Object.assign(new NotificationEntity(), content, { id: row.id, kind, readAt: null, createdAt: row.createdAt });
      });
      // The e-mails are queued in the same transaction: a notification and its e-mail exist
      // together or not at all, so a retried handler neither loses nor repeats one.
      if (EMAILED_KINDS.has(kind) && this.mail.enabled && rows.length > 0) {
        await this.mail.queue(
          manager,
          rows.flatMap((row) => {
            const person = people.get(row.recipientId);
            return person?.email ? [notificationMail(row, person.email, person.language, this.config.publicUrl)] : [];
          }),
        );
      }
      // Delivery beyond the app (Web Push) is recorded with the rows, so it happens if and only if they exist.
      if (rows.length > 0) {
        await this.events.record(manager, new NotificationsWrittenEvent(kind, rows.map((row) => ({ id: row.id, recipientId: row.recipientId }))));
      }
      return rows;
    }).catch((error: unknown) => {
      this.metrics.notificationsFailed.inc({ kind });
      throw error;
    });
  }

  /** Newest first, by keyset (createdAt, id), with the unread count of all pages. */
  async page(recipientId: string, first: number, after?: string): Promise<NotificationPage> {
    const query = this.notifications
      .createQueryBuilder('n')
      .where('n.recipient_id = :recipientId', { recipientId })
      .orderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .take(first + 1);
    if (after) {
      const cursor = decodeCursor(after);
      query.andWhere('(n.created_at, n.id) < (:at::timestamptz, :id::uuid)', { at: cursor.at, id: cursor.id });
    }
    const [rows, unreadCount] = await Promise.all([query.getMany(), this.unreadCount(recipientId)]);
    const nodes = rows.slice(0, first);
    const last = nodes[nodes.length - 1];
    return {
      nodes,
      hasNextPage: rows.length > first,
      endCursor: last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
      unreadCount,
    };
  }

  /** One notification by id (null once it is gone: its request or a person it names was deleted). */
  findById(id: string): Promise<NotificationEntity | null> {
    return this.notifications.findOne({ where: { id } });
  }

  /** Who received a notification of `kind` about this request (the donors its alert reached). */
  async recipientsOf(requestId: string, kind: NotificationKind): Promise<string[]> {
    const rows = (await this.dataSource.query(`SELECT "recipient_id" AS "id" FROM "notifications" WHERE "request_id" = $1 AND "kind" = $2`, [requestId, kind])) as {
      id: string;
    }[];
    return rows.map((row) => row.id);
  }

  /**
   * The alert e-mails of a request that are still waiting (the SMTP server away), dropped: once it
   * is closed they would call donors to a request that needs no one. The alerts stay in the app,
   * where they say how the request stands.
   */
  async forgetAlertMails(requestId: string): Promise<void> {
    if (!this.mail.enabled) return;
    await this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(`SELECT "id" FROM "notifications" WHERE "request_id" = $1 AND "kind" = 'request-alert'`, [requestId])) as { id: string }[];
      await this.mail.forgetMessages(
        manager,
        rows.map((row) => row.id),
      );
    });
  }

  unreadCount(recipientId: string): Promise<number> {
    return this.notifications.count({ where: { recipientId, readAt: IsNull() } });
  }

  /** Marks the given notifications (all when none are given) of the reader as read; returns what is left unread. */
  async markRead(recipientId: string, ids?: string[]): Promise<number> {
    const query = this.notifications
      .createQueryBuilder()
      .update()
      .set({ readAt: () => 'now()' })
      .where('recipient_id = :recipientId AND read_at IS NULL', { recipientId });
    if (ids) query.andWhere('id IN (:...ids)', { ids: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] });
    await query.execute();
    const unreadCount = await this.unreadCount(recipientId);
    // Their other tabs and devices show the count too (with Redis away, this instance's only:
    // the pub/sub falls back in-process and never fails the marking).
    await this.pubSub.publish(readTopic(recipientId), { recipientId, unreadCount } satisfies NotificationsReadPayload);
    return unreadCount;
  }

  /** The reader's unread count each time they mark notifications read, anywhere (their topic only). */
  readCounts(recipientId: string): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(readTopic(recipientId));
  }

  /** The recipient's own new notifications (their topic only: see addedTopic). */
  added(recipientId: string): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(addedTopic(recipientId));
  }
}
