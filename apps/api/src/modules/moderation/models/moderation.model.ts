import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ModerationAction, ModerationTarget, ScamHoldReason } from '@redhope/domain';
import { ReportReasonValue } from '../../../common/validation/report.input';
import { HoldReasonValue } from '../../../common/validation/hold-reason';
import { ModerationActionValue, ModerationItemTypeValue, ModerationTargetValue, type ModerationItemType } from './moderation.enums';

@ObjectType({ description: 'How many reports gave a reason (null: none given).' })
export class ReportReasonTally {
  @Field(() => ReportReasonValue, { nullable: true })
  reason!: string | null;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "An item's author as a moderator weighs them." })
export class ModerationAuthor {
  @Field(() => ID)
  id!: string;

  @Field()
  userName!: string;

  @Field({ description: 'When the account was made.' })
  accountCreatedAt!: Date;

  @Field(() => Int, { description: 'Requests and campaigns they posted.' })
  posts!: number;

  @Field(() => Int, { description: 'Times they offered help on a request.' })
  helps!: number;

  @Field(() => Int, { description: 'Moderation actions taken against them before.' })
  earlierActions!: number;

  @Field()
  banned!: boolean;
}

@ObjectType({ description: 'A held or reported item waiting for a moderator.' })
export class ModerationQueueItem {
  @Field(() => ModerationItemTypeValue)
  type!: ModerationItemType;

  @Field(() => ID)
  id!: string;

  @Field({ description: "A request's applicant, a campaign's title." })
  title!: string;

  @Field({ description: "A request's reason, a campaign's description." })
  text!: string;

  @Field()
  district!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was held for asking for money; null when it was not.' })
  heldAt!: Date | null;

  @Field(() => HoldReasonValue, { nullable: true })
  heldReason!: ScamHoldReason | null;

  @Field({ description: 'Out of public view now (held, or hidden by weighing reports).' })
  underReview!: boolean;

  @Field(() => Int, { description: 'Distinct established reporters whose reports weigh (one per address).' })
  weighingReporters!: number;

  @Field(() => [ReportReasonTally], { description: 'Every report, by reason (weighing or not).' })
  reasons!: ReportReasonTally[];

  @Field(() => ModerationAuthor, { nullable: true, description: 'Null when the account is gone.' })
  author!: ModerationAuthor | null;
}

@ObjectType({ description: 'One row of the append-only moderation log.' })
export class ModerationLogEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => ModerationActionValue)
  action!: ModerationAction;

  @Field(() => ModerationTargetValue)
  targetType!: ModerationTarget;

  @Field(() => ID, { nullable: true, description: 'The request or campaign; null for an action on a user.' })
  targetId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The user acted against; null once their account is deleted.' })
  subjectUserId!: string | null;

  @Field(() => String, { nullable: true })
  subjectUserName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null once the moderator account is deleted.' })
  moderatorName!: string | null;

  @Field()
  reason!: string;

  @Field()
  createdAt!: Date;
}
