import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Address, PublicUser } from '../../users';

@ObjectType()
export class HelperDetails {
  @Field()
  userName!: string;

  @Field(() => String, { nullable: true })
  bloodGroup!: string | null;

  @Field(() => String, { nullable: true })
  avatar!: string | null;
}

@ObjectType()
export class HelperContactInfo {
  @Field(() => Address, { nullable: true })
  address!: Address | null;

  @Field(() => String, { nullable: true })
  pincode!: string | null;

  @Field(() => String, { nullable: true })
  phoneNo!: string | null;

  @Field()
  email!: string;
}

@ObjectType({ description: "A user who offered help, as the request's owner (and only the owner) sees them." })
export class RequestHelper {
  @Field(() => ID, { description: "The helper's user id: the owner names donors by it (fulfillRequest, confirmDonors)." })
  helperId!: string;

  @Field({ description: 'Whether the owner said this helper donated.' })
  donorConfirmed!: boolean;

  @Field(() => HelperDetails)
  helperDetails!: HelperDetails;

  @Field(() => HelperContactInfo)
  helperContactInfo!: HelperContactInfo;

  @Field(() => GraphQLISODateTime)
  offeredAt!: Date;

  @Field({ description: 'Whether the owner took this helper off the request: their contact stays here, they no longer see the owner\'s and cannot offer again.' })
  removed!: boolean;

  @Field({ description: 'Whether the owner blocked this helper from helping on any of their requests.' })
  blocked!: boolean;

  @Field({ description: 'Whether the owner already reported this helper on this request (a helper is reported once per request).' })
  reported!: boolean;
}

@ObjectType({ description: 'A user the signed-in requester blocked from helping on their requests (their public face only).' })
export class BlockedHelper {
  @Field(() => PublicUser)
  user!: PublicUser;

  @Field(() => GraphQLISODateTime)
  blockedAt!: Date;
}
