import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { IdArg } from '../../common/validation/id';
import { UsersService, toPublicUser } from '../users';
import type { CampaignRsvpEntity } from './campaign-rsvp.entity';
import { toCampaignModel } from './campaign.presenter';
import { CampaignRsvpsService, type GoingCountPayload } from './campaign-rsvps.service';
import { Campaign } from './models/campaign.model';
import { CampaignAttendee, CampaignGoingCount, CampaignRsvp } from './models/campaign-rsvp.model';

const NOBODY_REPORTED: ReadonlySet<string> = new Set();

function toRsvpModel(rsvp: CampaignRsvpEntity): CampaignRsvp {
  return { going: rsvp.status === 'going', shareContact: rsvp.shareContact, updatedAt: rsvp.updatedAt };
}

@Resolver(() => Campaign)
export class CampaignRsvpsResolver {
  constructor(
    private readonly rsvps: CampaignRsvpsService,
    private readonly users: UsersService,
  ) {}

  @Mutation(() => Campaign, {
    description:
      '"I\'ll come" (going: true) or "Not going" on an upcoming blood-donation camp; shareContact lets its organiser see your phone and e-mail (default false). CAMP_CLOSED once the camp\'s day is over.',
  })
  async rsvpCampaign(
    @IdArg('campaignId') campaignId: string,
    @Args('going') going: boolean,
    @Args('shareContact', { type: () => Boolean, nullable: true }) shareContact: boolean | null | undefined,
    @CurrentAuth() auth: AuthContext,
    @Context() context: GraphqlContext,
  ): Promise<Campaign> {
    const { campaign, rsvp, hasReported } = await this.rsvps.rsvp(campaignId, auth.userId, going, going && shareContact === true);
    // The answer just made is what myRsvp reads for this operation.
    this.rsvps.loader(context, auth.userId).prime(campaignId, rsvp);
    const owner = await this.users.loader(context).load(campaign.userId);
    return toCampaignModel(campaign, owner ? toPublicUser(owner) : { id: campaign.userId, userName: 'Redhope user', avatar: null }, {
      viewerId: auth.userId,
      reported: hasReported ? new Set([campaign.id]) : NOBODY_REPORTED,
    });
  }

  @ResolveField(() => CampaignRsvp, { nullable: true, description: "The signed-in viewer's answer; null when signed out or not answered." })
  async myRsvp(@Parent() campaign: Campaign, @CurrentAuthOrNull() auth: AuthContext | null, @Context() context: GraphqlContext): Promise<CampaignRsvp | null> {
    if (!auth || !campaign.takesRsvps) return null;
    const rsvp = await this.rsvps.loader(context, auth.userId).load(campaign.id);
    return rsvp ? toRsvpModel(rsvp) : null;
  }

  @Query(() => [CampaignAttendee], { description: "Those coming to a camp, with their blood groups (contact details only when they share them): the camp's organiser only." })
  async campaignAttendees(@IdArg('campaignId') campaignId: string, @CurrentAuth() auth: AuthContext): Promise<CampaignAttendee[]> {
    return this.rsvps.attendees(campaignId, auth.userId);
  }

  @Subscription(() => CampaignGoingCount, {
    description: 'How many are coming to a camp the subscriber may see, as it changes.',
    filter: (payload: GoingCountPayload, variables: { campaignId: string }) => payload.campaignId === variables.campaignId.toLowerCase(),
    resolve: (payload: GoingCountPayload) => payload,
  })
  async campaignGoingCount(@IdArg('campaignId') campaignId: string, @CurrentAuth() auth: AuthContext): Promise<AsyncIterableIterator<unknown>> {
    if (!(await this.rsvps.canView(campaignId, auth.userId))) throw new AppError('NOT_FOUND', 'Campaign not found');
    return this.rsvps.countUpdates();
  }
}
