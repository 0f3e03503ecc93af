import { Query, Resolver } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { NearbyRequests, type NearbyEmptyReasonValue } from './models/nearby-requests.model';
import { NearbyRequestsService } from './nearby-requests.service';
import { toRequestModel } from './request.presenter';

@Resolver()
export class NearbyRequestsResolver {
  constructor(private readonly nearby: NearbyRequestsService) {}

  @Query(() => NearbyRequests, {
    description: "Open requests the signed-in donor could answer (their blood group, within the matching radius of their pincode), most urgent first, then nearest; at most 20. Contacts are masked until they offer help.",
  })
  async openRequestsNearMe(@CurrentAuth() auth: AuthContext): Promise<NearbyRequests> {
    const found = await this.nearby.forDonor(auth.userId);
    return {
      requests: found.requests.map(({ request, distanceKm, hasHelped, hasReported, contactVisible }) => ({
        request: toRequestModel({ request, isOwner: false, hasHelped, hasReported, contactVisible }),
        distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
      })),
      emptyReason: found.emptyReason as NearbyEmptyReasonValue | null,
    };
  }
}
