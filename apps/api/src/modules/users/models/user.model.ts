import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class Address {
  @Field(() => String, { nullable: true })
  addressLine!: string | null;

  @Field(() => String, { nullable: true })
  district!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;
}

/** The signed-in user's own profile. Other people only ever see a PublicUser. */
@ObjectType()
export class User {
  @Field(() => ID)
  id!: string;

  @Field()
  userName!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  phoneNo!: string | null;

  @Field(() => String, { nullable: true, description: 'Image URL; the client shows a default image when null.' })
  avatar!: string | null;

  @Field({ description: 'yyyy-mm-dd' })
  dateOfBirth!: string;

  @Field(() => String, { nullable: true })
  bloodGroup!: string | null;

  @Field(() => Address)
  address!: Address;

  @Field(() => String, { nullable: true })
  pincode!: string | null;

  @Field()
  isBloodGroupAdded!: boolean;

  @Field()
  isContactInfoFilled!: boolean;
}

/** What anyone may see of another user. */
@ObjectType()
export class PublicUser {
  @Field(() => ID)
  id!: string;

  @Field()
  userName!: string;

  @Field(() => String, { nullable: true })
  avatar!: string | null;
}
