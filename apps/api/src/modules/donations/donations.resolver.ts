import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { IdArg } from '../../common/validation/id';
import { toMyDonationsModel } from './donation.presenter';
import { DonationsService } from './donations.service';
import { AddDonationInput } from './dto/add-donation.input';
import { MyDonations } from './models/donation.model';

/** The signed-in donor's own record; nobody else's. */
@Resolver()
export class DonationsResolver {
  constructor(private readonly donations: DonationsService) {}

  @Query(() => MyDonations)
  async myDonations(@CurrentAuth() auth: AuthContext): Promise<MyDonations> {
    return toMyDonationsModel(await this.donations.record(auth.userId));
  }

  @Mutation(() => MyDonations, { description: 'Adds a donation given elsewhere (a blood centre or a camp); answers the updated record.' })
  async addDonation(@Args('input') input: AddDonationInput, @CurrentAuth() auth: AuthContext): Promise<MyDonations> {
    return toMyDonationsModel(await this.donations.add(auth.userId, input));
  }

  @Mutation(() => MyDonations, { description: "Removes one of the caller's own donations; answers the updated record." })
  async removeDonation(@IdArg('id') id: string, @CurrentAuth() auth: AuthContext): Promise<MyDonations> {
    return toMyDonationsModel(await this.donations.remove(auth.userId, id));
  }
}
