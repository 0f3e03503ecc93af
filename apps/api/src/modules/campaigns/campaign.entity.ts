import { ADDRESS_LINE_MAX_LENGTH, CAMPAIGN_CATEGORY_MAX_LENGTH, CAMPAIGN_DESCRIPTION_MAX_LENGTH, CAMPAIGN_TITLE_MAX_LENGTH, DISTRICT_MAX_LENGTH, PHONE_MAX_LENGTH, PINCODE_LENGTH, REGISTRATION_LINK_MAX_LENGTH, STATE_MAX_LENGTH } from '@redhope/domain';
import type { ScamHoldReason } from '@redhope/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StoredImage } from '../uploads';

/** Database row only; clients get a presenter's shape. */
@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owner (the SPEC's userId): the signed-in user who posted it. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: CAMPAIGN_TITLE_MAX_LENGTH })
  title!: string;

  @Column({ type: 'varchar', length: CAMPAIGN_CATEGORY_MAX_LENGTH })
  category!: string;

  @Column({ name: 'address_line', type: 'varchar', length: ADDRESS_LINE_MAX_LENGTH })
  addressLine!: string;

  @Column({ type: 'varchar', length: DISTRICT_MAX_LENGTH })
  district!: string;

  @Column({ type: 'varchar', length: STATE_MAX_LENGTH })
  state!: string;

  @Column({ type: 'char', length: PINCODE_LENGTH })
  pincode!: string;

  @Column({ name: 'contact_no', type: 'varchar', length: PHONE_MAX_LENGTH, nullable: true })
  contactNo!: string | null;

  /** When the camp takes place (the SPEC's `date`: date and time combined). */
  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt!: Date;

  @Column({ type: 'varchar', length: CAMPAIGN_DESCRIPTION_MAX_LENGTH })
  description!: string;

  @Column({ name: 'registration_link', type: 'varchar', length: REGISTRATION_LINK_MAX_LENGTH, nullable: true })
  registrationLink!: string | null;

  /** Tracked by the stored_images trigger: the leaflet's files live exactly as long as this row. */
  @Column({ name: 'leaflet_key', type: 'uuid' })
  leafletKey!: string;

  @Column({ type: 'jsonb' })
  leaflet!: StoredImage;

  /** The submission's idempotency key and fingerprint (common/idempotency), when it sent one. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'idempotency_fingerprint', type: 'char', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  @Column({ name: 'report_count', type: 'integer', default: 0 })
  reportCount!: number;

  /** Held for asking for money (libs/domain scam.ts) before it alerted anyone, until a moderator restores or hides it. */
  @Column({ name: 'held_at', type: 'timestamptz', nullable: true })
  heldAt!: Date | null;

  @Column({ name: 'held_reason', type: 'varchar', length: 16, nullable: true })
  heldReason!: ScamHoldReason | null;

  /** Hidden by a moderator (or by its author's ban): out of public view for good. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;

  /** The last moderator's decision: reports from before it no longer weigh; newer ones bring it back to the queue. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;
  /** How many said "I'll come" (campaign_rsvps), kept with the rows by CampaignRsvpsService. */
  @Column({ name: 'going_count', type: 'integer', default: 0 })
  goingCount!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
