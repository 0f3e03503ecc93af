import type { ModerationAction, ModerationTarget } from '@redhope/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row of the append-only audit log (a database trigger refuses UPDATE and DELETE, but for the
 * nulling of a deleted account's links). Written in the transaction of the action it records.
 */
@Entity({ name: 'moderation_actions' })
export class ModerationActionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null once the moderator's account is deleted: the row stays, the personal link goes. */
  @Column({ name: 'moderator_id', type: 'uuid', nullable: true })
  moderatorId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  action!: ModerationAction;

  @Column({ name: 'target_type', type: 'varchar', length: 16 })
  targetType!: ModerationTarget;

  /** The request or campaign acted on; null for actions on a user (`subjectUserId`). */
  @Column({ name: 'target_id', type: 'uuid', nullable: true })
  targetId!: string | null;

  /** The user acted against (the item's author, or the user banned); null once their account is deleted. */
  @Column({ name: 'subject_user_id', type: 'uuid', nullable: true })
  subjectUserId!: string | null;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
