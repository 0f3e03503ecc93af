import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A helper's review state: held from helping (reports), flagged by the harvesting limit, last reviewed. */
@Entity({ name: 'helper_holds' })
export class HelperHoldEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'held_at', type: 'timestamptz', nullable: true })
  heldAt!: Date | null;

  @Column({ name: 'harvest_flagged_at', type: 'timestamptz', nullable: true })
  harvestFlaggedAt!: Date | null;

  /** A moderator's restore: reports and helps before it stop counting. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;
}
