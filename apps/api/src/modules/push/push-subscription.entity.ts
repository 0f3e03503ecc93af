import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One browser's Web Push subscription (RFC 8030 endpoint and RFC 8291 keys); goes with its user. */
@Entity({ name: 'push_subscriptions' })
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The push service's URL for this browser: a capability, so never logged or shown. */
  @Column({ type: 'varchar', length: 2048, unique: true })
  endpoint!: string;

  /** The browser's P-256 public key, base64url (65 bytes). */
  @Column({ type: 'varchar', length: 100 })
  p256dh!: string;

  /** The browser's authentication secret, base64url (16 bytes). */
  @Column({ type: 'varchar', length: 50 })
  auth!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_success_at', type: 'timestamptz', nullable: true })
  lastSuccessAt!: Date | null;

  @Column({ name: 'consecutive_failures', type: 'integer', default: 0 })
  consecutiveFailures!: number;
}
