import { Field, Int, ID, ObjectType } from '@nestjs/graphql';
import { CachedWithParent } from '../../../common/graphql/cache-control';

@CachedWithParent()
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

  @Field(() => String, { nullable: true, description: 'A new address waiting for the link sent to it; `email` stays until it is confirmed.' })
  pendingEmail!: string | null;

  @Field({ description: 'The address was confirmed from a link: only then are e-mail alerts sent.' })
  emailConfirmed!: boolean;

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

  @Field({ description: 'Off: the donor gets no blood request alerts. On by default.' })
  availableToDonate!: boolean;

  @Field({ description: 'Off: notifications reach the app and the devices, but no e-mail. On by default.' })
  emailAlerts!: boolean;

  @Field(() => Int, { nullable: true, description: 'Alerts only within this many km (5, 10 or 25) and the request radius; null: the matching radius.' })
  alertRadiusKm!: number | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd of the last whole-blood donation, or null.' })
  lastDonationDate!: string | null;

  @Field(() => Int, { nullable: true, description: 'Whole kg, or null when not given: platelet (apheresis) requests alert only donors of at least 50 kg (or of unknown weight).' })
  weightKg!: number | null;

  @Field({ description: 'A moderator (granted only from the command line): the moderation page is theirs.' })
  isModerator!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'yyyy-mm-dd from which the donor may give whole blood again; null when they may donate today (or no last donation).',
  })
  nextDonationDate!: string | null;

  @Field(() => String, { description: "The language the user last chose in the app, 'en' or 'hi' (setLanguage): pushes to them are written in it." })
  language!: string;
}

/** What anyone may see of another user. */
@CachedWithParent()
@ObjectType()
export class PublicUser {
  @Field(() => ID)
  id!: string;

  @Field()
  userName!: string;

  @Field(() => String, { nullable: true })
  avatar!: string | null;
}
