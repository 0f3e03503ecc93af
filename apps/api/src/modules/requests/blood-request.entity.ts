import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Database row only; clients get a presenter's shape, with contact details masked for most viewers. */
@Entity({ name: 'blood_requests' })
export class BloodRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owner: the signed-in user who posted it. */
  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'varchar', length: 100 })
  applicant!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'phone_no', type: 'varchar', length: 16 })
  phoneNo!: string;

  @Column({ name: 'address_line', type: 'varchar', length: 200 })
  addressLine!: string;

  @Column({ type: 'varchar', length: 80 })
  district!: string;

  @Column({ type: 'varchar', length: 80 })
  state!: string;

  @Column({ type: 'char', length: 6 })
  pincode!: string;

  @Column({ name: 'blood_group', type: 'varchar', length: 3 })
  bloodGroup!: string;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

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

  /** Set once the donors' alerts are written; a sweeper retries requests left without it. */
  @Column({ name: 'alerts_sent_at', type: 'timestamptz', nullable: true })
  alertsSentAt!: Date | null;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
