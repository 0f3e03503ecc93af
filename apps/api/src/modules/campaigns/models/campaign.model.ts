import type { ScamHoldReason } from '@redhope/domain';
import { HoldReasonValue } from '../../../common/validation/hold-reason';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CachedWithParent } from '../../../common/graphql/cache-control';
import { PageInfo } from '../../../common/graphql/pagination';
import { Image } from '../../uploads';
import { Address, PublicUser } from '../../users';

@CachedWithParent()
@ObjectType({ description: 'A health camp shared with a leaflet.' })
export class Campaign {
  @Field(() => ID)
  id!: string;

  @Field(() => PublicUser, { description: 'Who shared it: name and avatar only.' })
  owner!: PublicUser;

  @Field()
  title!: string;

  @Field({ description: 'One of the seven categories.' })
  category!: string;

  @Field(() => Address)
  address!: Address;

  @Field()
  pincode!: string;

  @Field(() => String, { nullable: true })
  contactNo!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the camp takes place (date and time).' })
  date!: Date;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'An http(s) link, never anything else.' })
  registrationLink!: string | null;

  @Field(() => Image)
  leaflet!: Image;

  @Field(() => Float, { nullable: true, description: "Kilometres between the camp's pincode and the searched one (approximate: pincode centres); only in a location feed." })
  distanceKm!: number | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field({ description: 'The signed-in viewer shared it.' })
  viewerIsOwner!: boolean;

  @Field({ description: 'The signed-in viewer reported it.' })
  viewerHasReported!: boolean;

  @Field({ description: 'For its owner: reports took it out of public view until it is reviewed. Always false for anyone else.' })
  underReview!: boolean;

  @Field(() => HoldReasonValue, { nullable: true, description: 'For its owner: why it is held for review before alerting anyone (it asks for money); null when it is not held, and for anyone else.' })
  heldReason!: ScamHoldReason | null;
  @Field({ description: 'A blood-donation camp: people may answer "I\'ll come" or "Not going" (rsvpCampaign).' })
  takesRsvps!: boolean;

  @Field(() => Int, { description: 'How many said they will come (0 for camps that take no RSVPs). Live: campaignGoingCount.' })
  goingCount!: number;
}

export enum CampaignFeedNotice {
  SIGNED_OUT = 'signedOut',
  NO_PINCODE = 'noPincode',
}
registerEnumType(CampaignFeedNotice, {
  name: 'CampaignFeedNotice',
  description: 'Why a "My location" feed is empty without searching.',
  valuesMap: { SIGNED_OUT: { description: 'No pincode was given and nobody is signed in.' }, NO_PINCODE: { description: "The signed-in user's profile has no pincode." } },
});

@CachedWithParent()
@ObjectType({ description: 'The area a location feed searched.' })
export class CampaignFeedArea {
  @Field()
  pincode!: string;

  @Field(() => Float)
  radiusKm!: number;
}

@CachedWithParent()
@ObjectType({ description: 'Upcoming camps, from today (India) on, soonest first.' })
export class CampaignFeed {
  @Field(() => [Campaign])
  nodes!: Campaign[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => CampaignFeedArea, { nullable: true, description: 'Set for a location feed that searched.' })
  area!: CampaignFeedArea | null;

  @Field(() => CampaignFeedNotice, { nullable: true, description: 'Set when a location feed could not search.' })
  notice!: CampaignFeedNotice | null;
}
