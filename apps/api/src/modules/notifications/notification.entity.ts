import type { NotificationAction, NotificationKind } from '@redhope/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'notifications' })
export class NotificationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'recipient_id', type: 'uuid' })
  recipientId!: string;

  @Column({ type: 'varchar', length: 40 })
  kind!: NotificationKind;

  /** The request it tells of, if any: the notification goes with it (foreign key, on delete cascade). */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId!: string | null;

  /**
   * The user whose request or act it tells of (the requester of an alert or a thank-you, the
   * helper of an offer), if any: it goes with their account (foreign key, on delete cascade).
   */
  @Column({ name: 'about_user_id', type: 'uuid', nullable: true })
  aboutUserId!: string | null;

  /** What the text was made from, so a client can show it in the reader's language. */
  @Column({ type: 'jsonb', default: {} })
  params!: Record<string, unknown>;

  /** English text, for clients of the original REST API. */
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 1000 })
  body!: string;

  @Column({ type: 'jsonb', default: [] })
  actions!: NotificationAction[];

  /** One notification per recipient and fact (unique with recipient_id). */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey!: string;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
