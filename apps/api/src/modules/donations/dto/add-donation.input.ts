import { Field, InputType } from '@nestjs/graphql';
import { DONATION_COMPONENTS, DONATION_MESSAGES as D, DONATION_PLACE_MAX_LENGTH, DONATION_VENUES, type DonationComponent, type DonationVenue } from '@redhope/domain';
import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { MaxLength } from '../../../common/validation/lengths';
import { CalendarDateText, IsCalendarDate, Trim } from '../../../common/validation/validators';
import { DonationComponentValue, DonationVenueValue } from '../models/donation.model';

/** `addDonation`: a donation the donor enters by hand. */
@InputType()
export class AddDonationInput {
  @Field({ description: 'yyyy-mm-dd, not after today (India) nor before the donor was born.' })
  @CalendarDateText()
  @IsNotEmpty({ message: D.dateRequired })
  @IsCalendarDate({ message: D.dateRequired })
  donatedOn!: string;

  @Field(() => DonationComponentValue)
  @IsIn(DONATION_COMPONENTS, { message: D.componentRequired })
  component!: DonationComponent;

  @Field({ description: 'The blood centre or camp.' })
  @Trim()
  @IsString({ message: D.placeRequired })
  @IsNotEmpty({ message: D.placeRequired })
  @MaxLength(DONATION_PLACE_MAX_LENGTH, { message: D.placeTooLong })
  place!: string;

  @Field(() => DonationVenueValue)
  @IsIn(DONATION_VENUES, { message: D.venueRequired })
  venue!: DonationVenue;
}
