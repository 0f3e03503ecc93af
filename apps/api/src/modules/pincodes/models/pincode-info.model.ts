import { Field, Float, ObjectType } from '@nestjs/graphql';
import { CachedWithParent } from '../../../common/graphql/cache-control';

@CachedWithParent()
@ObjectType({
  description: "A pincode's district, state and approximate centre. Sources disagree by about 12 km: never treat the point as an address.",
})
export class PincodeInfo {
  @Field()
  pincode!: string;

  @Field(() => String, { nullable: true, description: 'Null for the few pincodes no source names a district for.' })
  district!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;
}
