import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One abuse report per user and campaign (written by CampaignsService.report). */
@Entity({ name: 'campaign_reports' })
export class CampaignReportEntity {
  @PrimaryColumn({ name: 'campaign_id', type: 'uuid' })
  campaignId!: string;

  @PrimaryColumn({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
