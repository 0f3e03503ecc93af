import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { DONATION_COMPONENTS, DONATION_KINDS, DONATION_VENUES, type DonationComponent, type DonationKind, type DonationVenue } from '@redhope/domain';

/** libs/domain's DONATION_COMPONENTS as a GraphQL enum. */
export const DonationComponentValue = Object.fromEntries(DONATION_COMPONENTS.map((value) => [value, value])) as { [K in DonationComponent]: K };
registerEnumType(DonationComponentValue, {
  name: 'DonationComponent',
  description: 'What a donor gave.',
  valuesMap: {
    WHOLE_BLOOD: { description: 'Whole blood (the usual donation).' },
    PLATELETS: { description: 'Platelets by apheresis.' },
    PLASMA: { description: 'Plasma by apheresis.' },
  },
});

export const DonationVenueValue = Object.fromEntries(DONATION_VENUES.map((value) => [value, value])) as { [K in DonationVenue]: K };
registerEnumType(DonationVenueValue, { name: 'DonationVenue', description: 'Where a donation entered by hand took place.' });

export const DonationKindValue = Object.fromEntries(DONATION_KINDS.map((value) => [value.toUpperCase(), value])) as { [K in DonationKind as Uppercase<K>]: K };
registerEnumType(DonationKindValue, {
  name: 'DonationKind',
  description: 'How the donation came into the record.',
  valuesMap: {
    REQUEST: { description: 'The owner of a request the donor helped said they donated.' },
    MANUAL: { description: 'The donor entered it.' },
    CAMP: { description: 'The donor said they donated at a camp.' },
  },
});

@ObjectType({ description: "A donation in the signed-in donor's own record." })
export class Donation {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'yyyy-mm-dd, a day in India.' })
  donatedOn!: string;

  @Field(() => DonationComponentValue)
  component!: DonationComponent;

  @Field()
  place!: string;

  @Field(() => DonationVenueValue, { nullable: true })
  venue!: DonationVenue | null;

  @Field(() => DonationKindValue)
  kind!: DonationKind;

  @Field(() => ID, { nullable: true, description: 'The request it answered, while that request exists.' })
  requestId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The camp it was given at ("I donated here"), while that camp exists.' })
  campaignId!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

@ObjectType({ description: 'Next eligible day for each kind of donation (null: nothing in the record stops the donor).' })
export class NextEligibleDates {
  @Field(() => String, { nullable: true })
  wholeBlood!: string | null;

  @Field(() => String, { nullable: true })
  platelets!: string | null;

  @Field(() => String, { nullable: true })
  plasma!: string | null;
}

@ObjectType({ description: "The signed-in donor's record: donations newest first, totals, and when they may give again." })
export class MyDonations {
  @Field(() => [Donation])
  donations!: Donation[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int, { description: 'Donations in the last 365 days.' })
  lastYear!: number;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd: the first day they may give whole blood again; null when they may today.' })
  nextEligibleDate!: string | null;

  @Field(() => NextEligibleDates)
  nextEligibleByComponent!: NextEligibleDates;

  @Field({ description: 'Their "available to donate" setting (reminders and alerts reach them only when on).' })
  available!: boolean;
}
