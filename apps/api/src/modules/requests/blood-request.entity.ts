import { HOSPITAL_NAME_MAX_LENGTH, type RequestComponent, type RequestUrgency, ADDRESS_LINE_MAX_LENGTH, APPLICANT_MAX_LENGTH, BLOOD_GROUP_MAX_LENGTH, DISTRICT_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, PINCODE_LENGTH, REASON_MAX_LENGTH, STATE_MAX_LENGTH } from '@redhope/domain';
import type { ScamHoldReason } from '@redhope/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Database row only; clients get a presenter's shape, with contact details masked for most viewers. */
@Entity({ name: 'blood_requests' })
export class BloodRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owner: the signed-in user who posted it. */
  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'varchar', length: APPLICANT_MAX_LENGTH })
  applicant!: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email!: string;

  @Column({ name: 'phone_no', type: 'varchar', length: PHONE_MAX_LENGTH })
  phoneNo!: string;

  @Column({ name: 'address_line', type: 'varchar', length: ADDRESS_LINE_MAX_LENGTH })
  addressLine!: string;

  @Column({ type: 'varchar', length: DISTRICT_MAX_LENGTH })
  district!: string;

  @Column({ type: 'varchar', length: STATE_MAX_LENGTH })
  state!: string;

  @Column({ type: 'char', length: PINCODE_LENGTH })
  pincode!: string;

  @Column({ name: 'blood_group', type: 'varchar', length: BLOOD_GROUP_MAX_LENGTH })
  bloodGroup!: string;

  @Column({ type: 'varchar', length: REASON_MAX_LENGTH })
  reason!: string;

  /** What is needed (libs/domain REQUEST_COMPONENTS): red cells unless said. */
  @Column({ type: 'varchar', length: 16, default: 'RED_CELLS' })
  component!: RequestComponent;

  /** How many units, 1 to 10. */
  @Column({ type: 'smallint', default: 1 })
  units!: number;

  /** Null for requests from before it was asked, and from original-API clients that do not send it. */
  @Column({ name: 'hospital_name', type: 'varchar', length: HOSPITAL_NAME_MAX_LENGTH, nullable: true })
  hospitalName!: string | null;

  /** Null when not said (original-API clients, older requests). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  urgency!: RequestUrgency | null;

  /** The date by which blood is required, `yyyy-mm-dd` (the SPEC's `date`). */
  @Column({ name: 'required_by', type: 'date' })
  requiredBy!: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  @Column({ name: 'is_fulfilled', type: 'boolean', default: false })
  isFulfilled!: boolean;

  /** How many donors were alerted. */
  @Column({ name: 'reached_to', type: 'integer', default: 0 })
  reachedTo!: number;

  /** How many distinct users offered help. */
  @Column({ name: 'approved_by', type: 'integer', default: 0 })
  approvedBy!: number;

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

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** The submission's idempotency key and fingerprint (common/idempotency), when it sent one. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 255, nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'idempotency_fingerprint', type: 'char', length: 64, nullable: true })
  idempotencyFingerprint!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
