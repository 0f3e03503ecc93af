import { cacheControlFromInfo } from '@apollo/cache-control-types';
import { Args, Info, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { Public } from '../../common/auth/public.decorator';
import { PincodeInfo } from './models/pincode-info.model';
import { PINCODE_CACHE_SECONDS } from './pincode-cache';
import { PincodesService } from './pincodes.service';

@Resolver()
export class PincodesResolver {
  constructor(private readonly pincodes: PincodesService) {}

  @Public()
  @Query(() => PincodeInfo, {
    nullable: true,
    description: "A pincode's district, state and approximate centre; null when the pincode is unknown or malformed. Cacheable for a day (send it as a GET).",
  })
  async pincode(@Args('code') code: string, @Info() info: GraphQLResolveInfo): Promise<PincodeInfo | null> {
    // Public: the answer is the same for everyone. A response that also holds other fields gets
    // the most restrictive hint of them all, so nothing personal is ever cached as public.
    cacheControlFromInfo(info).setCacheHint({ maxAge: PINCODE_CACHE_SECONDS, scope: 'PUBLIC' });
    return this.pincodes.lookup(code);
  }
}
