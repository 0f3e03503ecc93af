import type { ReportReason } from '@redhope/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One abuse report per user and request. */
@Entity({ name: 'request_reports' })
export class RequestReportEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @PrimaryColumn({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  /** Why, when the reporter said (libs/domain REPORT_REASONS). */
  @Column({ name: 'reason', type: 'varchar', length: 16, nullable: true })
  reason!: ReportReason | null;

  /** A keyed pseudonym of the address the report came from (IPv6 by its /64); one address weighs once. */
  @Column({ name: 'reporter_address', type: 'varchar', length: 64, nullable: true })
  reporterAddress!: string | null;

  /** Whether it weighs towards hiding: an established account made before the item (libs/domain reportWeighs). */
  @Column({ name: 'weighs', type: 'boolean', default: false })
  weighs!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
