import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { CachedWithParent } from '../../../common/graphql/cache-control';

@CachedWithParent()
@ObjectType({ description: "The signed-in viewer's answer on a blood-donation camp." })
export class CampaignRsvp {
  @Field({ description: '"I\'ll come" (true) or "Not going" (false).' })
  going!: boolean;

  @Field({ description: 'The organiser may see their phone and e-mail.' })
  shareContact!: boolean;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType({ description: 'Someone coming to a camp, as its organiser sees them.' })
export class CampaignAttendee {
  @Field(() => ID)
  userId!: string;

  @Field()
  userName!: string;

  @Field(() => String, { nullable: true })
  bloodGroup!: string | null;

  @Field({ description: 'They chose to share their contact details with the organiser.' })
  sharesContact!: boolean;

  @Field(() => String, { nullable: true, description: 'Only when they share their contact details.' })
  phoneNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Only when they share their contact details.' })
  email!: string | null;

  @Field(() => GraphQLISODateTime)
  respondedAt!: Date;
}

@ObjectType({ description: 'How many are coming to a camp, as it changes.' })
export class CampaignGoingCount {
  @Field(() => ID)
  campaignId!: string;

  @Field(() => Int)
  goingCount!: number;
}
