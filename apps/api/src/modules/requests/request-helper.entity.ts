import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user who offered help on a request: their contact then reaches the request's owner only. */
@Entity({ name: 'request_helpers' })
export class RequestHelperEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @PrimaryColumn({ name: 'helper_id', type: 'uuid' })
  helperId!: string;

  /** The help's idempotency key (common/idempotency), when the offer sent one. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  /** When the request's owner said this helper donated; null until then. */
  @Column({ name: 'donor_confirmed_at', type: 'timestamptz', nullable: true })
  donorConfirmedAt!: Date | null;

  /** When the request's owner took this helper off the request; null while they help. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
