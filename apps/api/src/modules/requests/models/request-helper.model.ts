import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Address } from '../../users';

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
}
