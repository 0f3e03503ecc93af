import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { HelperFlag, ModerationAction, ModerationTarget, ScamHoldReason } from '@redhope/domain';
import { PageInfo } from '../../../common/graphql/pagination';
import { ReportReasonValue } from '../../../common/validation/report.input';
import { HoldReasonValue } from '../../../common/validation/hold-reason';
import { HelperFlagValue, ModerationActionValue, ModerationItemTypeValue, ModerationTargetValue, type ModerationItemType } from './moderation.enums';

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

@ObjectType({ description: 'A held or reported item, or a helper under review, waiting for a moderator.' })
export class ModerationQueueItem {
  @Field(() => ModerationItemTypeValue)
  type!: ModerationItemType;

  @Field(() => ID, { description: "The request's or campaign's id; a helper's user id." })
  id!: string;

  @Field({ description: "A request's applicant, a campaign's title, a helper's user name." })
  title!: string;

  @Field({ description: "A request's reason, a campaign's description; empty for a helper." })
  text!: string;

  @Field(() => HelperFlagValue, { nullable: true, description: 'Why a helper is under review; null for requests and campaigns.' })
  helperFlag!: HelperFlag | null;

  @Field({ description: "Where the item is; a helper's district (empty when they gave none)." })
  district!: string;

  @Field({ description: "When the item was posted; when a helper was held or first slowed since their last review." })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was held for asking for money; null when it was not.' })
  heldAt!: Date | null;

  @Field(() => HoldReasonValue, { nullable: true })
  heldReason!: ScamHoldReason | null;

  @Field({ description: 'Out of public view now (held, or hidden by weighing reports).' })
  underReview!: boolean;

  @Field(() => Int, { description: 'Distinct established reporters whose reports weigh (one per address); for a helper, distinct requesters who reported them as asking for money since their last review.' })
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

@ObjectType({ description: 'A page of the moderation queue, oldest first.' })
export class ModerationQueueConnection {
  @Field(() => [ModerationQueueItem])
  nodes!: ModerationQueueItem[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'A page of the moderation log, newest first.' })
export class ModerationLogConnection {
  @Field(() => [ModerationLogEntry])
  nodes!: ModerationLogEntry[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}
