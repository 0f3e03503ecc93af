import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { CAMPAIGN_FEED_FILTERS, VALIDATION_MESSAGES as M, type CampaignFeedFilter } from '@redhope/domain';
import { IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { MaxLength } from '../../../common/validation/lengths';
import { IsPincode, PincodeText } from '../../../common/validation/validators';

/** GraphQL names the feed's filters in capitals; REST keeps the original lower-case values. */
export enum CampaignFeedFilterValue {
  ALL = 'all',
  PINCODE = 'pincode',
}
registerEnumType(CampaignFeedFilterValue, {
  name: 'CampaignFeedFilter',
  valuesMap: { ALL: { description: 'Every upcoming camp (the default).' }, PINCODE: { description: '"My location": camps around a pincode.' } },
});

/** GET /campaign/campaign-feed?filter=all|pincode&pincode= (absent values, `undefined` included, are dropped first). */
export class CampaignFeedQuery {
  @IsOptional()
  @IsIn(CAMPAIGN_FEED_FILTERS)
  filter?: CampaignFeedFilter;

  /** The pincode to search around; absent: the signed-in user's own. */
  @IsOptional()
  @PincodeText()
  @IsPincode({ message: M.pincodeInvalid })
  pincode?: string;
}

@ArgsType()
export class CampaignFeedArgs {
  @Field(() => CampaignFeedFilterValue, { defaultValue: CampaignFeedFilterValue.ALL })
  @IsIn(CAMPAIGN_FEED_FILTERS)
  filter: CampaignFeedFilterValue = CampaignFeedFilterValue.ALL;

  @Field(() => String, { nullable: true, description: "With PINCODE: the pincode to search around; absent: the signed-in user's own." })
  @IsOptional()
  @PincodeText()
  @IsPincode({ message: M.pincodeInvalid })
  pincode?: string;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' })
  @IsOptional()
  @IsInt()
  first?: number;

  @Field(() => String, { nullable: true, description: "A previous page's endCursor." })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  after?: string;
}
