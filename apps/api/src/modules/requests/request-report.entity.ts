import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One abuse report per user and request. */
@Entity({ name: 'request_reports' })
export class RequestReportEntity {
  @PrimaryColumn({ name: 'request_id', type: 'uuid' })
  requestId!: string;

  @PrimaryColumn({ name: 'reporter_id', type: 'uuid' })
  reporterId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
