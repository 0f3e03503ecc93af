import type { RsvpStatus } from '@redhope/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One answer per user and blood-donation camp (written by CampaignRsvpsService). */
@Entity({ name: 'campaign_rsvps' })
export class CampaignRsvpEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: RsvpStatus;

  /** The attendee lets the organiser see their phone and e-mail. */
  @Column({ name: 'share_contact', type: 'boolean', default: false })
  shareContact!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
