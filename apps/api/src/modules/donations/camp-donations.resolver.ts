import { Args, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { DonationComponent } from '@redhope/domain';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { IdArg } from '../../common/validation/id';
import { Campaign } from '../campaigns';
import { toDonationModel } from './donation.presenter';
import { DonationsService } from './donations.service';
import { Donation, DonationComponentValue } from './models/donation.model';

/** "I donated here" on a blood-donation camp, and the viewer's own donation there. */
@Resolver(() => Campaign)
export class CampDonationsResolver {
  constructor(private readonly donations: DonationsService) {}

  @Mutation(() => Donation, {
    description:
      '"I donated here": one who answered "I\'ll come" to a blood-donation camp records their donation there (component: default whole blood), from the camp\'s day in India on. Once per camp (again: the same donation); removeDonation undoes it. CAMP_NOT_YET before the camp\'s day, CAMP_NOT_GOING without an "I\'ll come".',
  })
  async confirmCampDonation(
    @IdArg('campaignId') campaignId: string,
    @Args('component', { type: () => DonationComponentValue, nullable: true }) component: DonationComponent | null | undefined,
    @CurrentAuth() auth: AuthContext,
  ): Promise<Donation> {
    return toDonationModel(await this.donations.confirmAtCamp(auth.userId, campaignId, component ?? 'WHOLE_BLOOD'));
  }

  @ResolveField(() => Donation, { nullable: true, description: 'The signed-in viewer\'s "I donated here" at this camp; null when signed out or none.' })
  async myDonation(@Parent() campaign: Campaign, @CurrentAuthOrNull() auth: AuthContext | null): Promise<Donation | null> {
    if (!auth || !campaign.takesRsvps) return null;
    const donation = await this.donations.atCamp(auth.userId, campaign.id);
    return donation ? toDonationModel(donation) : null;
  }
}
