import type { ReportReason } from '@redhope/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A requester's report on one of their request's helpers, once per request and helper (helper-holds.service.ts). */
@Entity({ name: 'helper_reports' })
export class HelperReportEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @PrimaryColumn({ name: 'helper_id', type: 'uuid' })
  helperId!: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  /** libs/domain REPORT_REASONS; SCAM (asked for money) from two distinct requesters holds the helper. */
  @Column({ name: 'reason', type: 'varchar', length: 16 })
  reason!: ReportReason;

  /** False once the reporter is banned: the report no longer counts towards a hold. */
  @Column({ name: 'weighs', type: 'boolean', default: true })
  weighs!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
