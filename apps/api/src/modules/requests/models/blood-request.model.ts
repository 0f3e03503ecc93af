import type { ScamHoldReason } from '@redhope/domain';
import { HoldReasonValue } from '../../../common/validation/hold-reason';
import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { RequestComponent, RequestUrgency } from '@redhope/domain';
import { Address, PublicUser } from '../../users';
import { BloodComponentValue, RequestUrgencyValue } from './request-needs.enums';

@ObjectType({ description: 'An urgent blood request. Contact details are masked unless contactVisible.' })
export class BloodRequest {
  @Field(() => ID)
  id!: string;

  /** Resolved by field resolver (batched). */
  @Field(() => PublicUser, { description: 'The owner: name and avatar only.' })
  requestedBy?: PublicUser;

  requestedById!: string;

  @Field()
  applicant!: string;

  @Field({ description: 'Masked (a•••@example.com) unless contactVisible.' })
  email!: string;

  @Field({ description: 'Masked (+91 ••••••••10) unless contactVisible.' })
  phoneNo!: string;

  @Field({ description: 'True for the owner and for users who offered help.' })
  contactVisible!: boolean;

  @Field(() => Address)
  address!: Address;

  @Field()
  pincode!: string;

  @Field()
  bloodGroup!: string;

  @Field()
  reason!: string;

  @Field(() => BloodComponentValue)
  component!: RequestComponent;

  @Field(() => Int)
  units!: number;

  @Field(() => String, { nullable: true, description: 'Null for requests that did not say.' })
  hospitalName!: string | null;

  @Field(() => RequestUrgencyValue, { nullable: true, description: 'Null for requests that did not say.' })
  urgency!: RequestUrgency | null;

  @Field({ description: 'yyyy-mm-dd: the date by which blood is required.' })
  date!: string;

  @Field()
  isActive!: boolean;

  @Field()
  isFulfilled!: boolean;

  @Field(() => Int, { description: 'How many donors were alerted.' })
  reachedTo!: number;

  @Field(() => Int, { description: 'How many users offered help.' })
  approvedBy!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was fulfilled, cancelled or expired; null while active.' })
  closedAt!: Date | null;

  @Field({ description: 'The signed-in viewer posted it.' })
  viewerIsOwner!: boolean;

  @Field({ description: 'The signed-in viewer offered help on it.' })
  viewerHasHelped!: boolean;

  @Field({ description: 'The signed-in viewer reported it.' })
  viewerHasReported!: boolean;

  @Field({ description: 'For its owner: reports took it out of public view until it is reviewed. Always false for anyone else.' })
  underReview!: boolean;

  @Field(() => HoldReasonValue, { nullable: true, description: 'For its owner: why it is held for review before alerting anyone (it asks for money); null when it is not held, and for anyone else.' })
  heldReason!: ScamHoldReason | null;
}

@ObjectType({ description: 'Live counters of a request.' })
export class RequestCounts {
  @Field(() => ID)
  requestId!: string;

  @Field(() => Int)
  reachedTo!: number;

  @Field(() => Int)
  approvedBy!: number;

  @Field({ description: 'False once the request is fulfilled or cancelled: an open page then shows what happened.' })
  isActive!: boolean;

  @Field()
  isFulfilled!: boolean;
}
