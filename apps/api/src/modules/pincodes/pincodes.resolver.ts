import { Args, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/auth/public.decorator';
import { PublicFor } from '../../common/graphql/cache-control';
import { PINCODE_CACHE_SECONDS } from './pincode-cache';
import { PincodeInfo } from './models/pincode-info.model';
import { PincodesService } from './pincodes.service';

@Resolver()
export class PincodesResolver {
  constructor(private readonly pincodes: PincodesService) {}

  @Public()
  @PublicFor(PINCODE_CACHE_SECONDS)
  @Query(() => PincodeInfo, {
    nullable: true,
    description: "A pincode's district, state and approximate centre; null when the pincode is unknown or malformed. Cacheable for a day (send it as a GET).",
  })
  async pincode(@Args('code') code: string): Promise<PincodeInfo | null> {
    return this.pincodes.lookup(code);
  }
}
