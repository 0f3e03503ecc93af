import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A requester blocked a user from helping on any of their requests (docs/product-rules.md, "Removing and blocking a helper"). */
@Entity({ name: 'request_help_blocks' })
export class HelpBlockEntity {
  @PrimaryColumn({ name: 'blocker_id', type: 'uuid' })
  blockerId!: string;

  @PrimaryColumn({ name: 'blocked_id', type: 'uuid' })
  blockedId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
