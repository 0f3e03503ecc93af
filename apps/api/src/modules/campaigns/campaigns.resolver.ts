import { Args, Context, Info, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IdempotencyKeyArg } from '../../common/idempotency/idempotency-key';
import type { GraphQLResolveInfo } from 'graphql';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { PublicIdentified } from '../../common/auth/public.decorator';
import { cacheForVisitors } from '../../common/graphql/cache-control';
import { encodeCursor, pageSize } from '../../common/graphql/pagination';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { IdArg } from '../../common/validation/id';
import { ReportReasonArg } from '../../common/validation/report.input';
import { clientOf } from '../../common/http/client-info';
import type { ReportReason } from '@redhope/domain';
import { GraphQLUpload, UploadsService, type UploadArgument } from '../uploads';
import { UsersService, toPublicUser, type PublicUser } from '../users';
import type { CampaignEntity } from './campaign.entity';
import { toCampaignModel, type CampaignViewer } from './campaign.presenter';
import { CampaignsService, FEED_ANSWER_SECONDS, type FeedItem, type FeedPage } from './campaigns.service';
import { CampaignFeedArgs } from './dto/campaign-feed.args';
import { CreateCampaignInput } from './dto/create-campaign.input';
import { LEAFLET_IMAGE } from './leaflet';
import { Campaign, CampaignFeed, CampaignFeedNotice } from './models/campaign.model';
import { AddressLimited } from '../../common/rate-limit/address-limit';

const NOTICES: Record<'signedOut' | 'noPincode', CampaignFeedNotice> = { signedOut: CampaignFeedNotice.SIGNED_OUT, noPincode: CampaignFeedNotice.NO_PINCODE };
const NOBODY_REPORTED: ReadonlySet<string> = new Set();

@Resolver(() => Campaign)
export class CampaignsResolver {
  private readonly visitorModels = new WeakMap<readonly FeedItem[], Campaign[]>();

  constructor(
    private readonly campaigns: CampaignsService,
    private readonly uploads: UploadsService,
    private readonly users: UsersService,
  ) {}

  @PublicIdentified()
  @Query(() => CampaignFeed, { description: 'Upcoming camps from today (India) on, soonest first; PINCODE: within the radius of a pincode.' })
  async campaignFeed(@Args() args: CampaignFeedArgs, @CurrentAuthOrNull() auth: AuthContext | null, @Info() info: GraphQLResolveInfo): Promise<CampaignFeed> {
    const viewerId = auth?.userId ?? null;
    cacheForVisitors(info, viewerId !== null, FEED_ANSWER_SECONDS);
    const page = await this.campaigns.feed({ filter: args.filter, pincode: args.pincode, viewerId, first: pageSize(args.first), after: args.after });
    const campaigns = page.items.map((item) => item.campaign);
    const reported = viewerId ? await this.campaigns.reportedAmong(viewerId, campaigns.map((c) => c.id)) : NOBODY_REPORTED;
    const last = campaigns[campaigns.length - 1];
    return {
      nodes: viewerId ? this.feedModels(page, { viewerId, reported }) : this.visitorFeedModels(page),
      pageInfo: { endCursor: last ? encodeCursor({ at: last.startsAt.toISOString(), id: last.id }) : null, hasNextPage: page.hasNextPage },
      area: page.area,
      notice: page.notice ? NOTICES[page.notice] : null,
    };
  }

  @PublicIdentified()
  @Query(() => Campaign, { description: 'A campaign; NOT_FOUND once reported away (except for its owner).' })
  async campaign(
    @IdArg('id') id: string,
    @CurrentAuthOrNull() auth: AuthContext | null,
    @Context() context: GraphqlContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Campaign> {
    cacheForVisitors(info, auth !== null, FEED_ANSWER_SECONDS);
    const view = await this.campaigns.view(id, auth?.userId ?? null);
    return this.toModels([view.campaign], { viewerId: auth?.userId ?? null, reported: view.hasReported ? new Set([id]) : NOBODY_REPORTED }, context).then(([model]) => model);
  }

  @Query(() => [Campaign], { description: "The signed-in user's campaigns: upcoming soonest first, then past ones." })
  async myCampaigns(@CurrentAuth() auth: AuthContext, @Context() context: GraphqlContext): Promise<Campaign[]> {
    return this.toModels(await this.campaigns.listOwn(auth.userId), { viewerId: auth.userId, reported: NOBODY_REPORTED }, context);
  }

  @AddressLimited('campaignsPerDay')
  @Mutation(() => Campaign, { description: 'Shares a camp with its leaflet (a JPEG, PNG or WebP image of at most 10485760 bytes).' })
  async createCampaign(
    @Args('input') input: CreateCampaignInput,
    @Args({ name: 'leaflet', type: () => GraphQLUpload }) leaflet: UploadArgument,
    @CurrentAuth() auth: AuthContext,
    @Context() context: GraphqlContext,
    @IdempotencyKeyArg() idempotencyKey: string | undefined,
  ): Promise<Campaign> {
    const file = await this.uploads.read(leaflet, LEAFLET_IMAGE);
    const campaign = await this.campaigns.create(auth.userId, input, file, idempotencyKey);
    return this.toModels([campaign], { viewerId: auth.userId, reported: NOBODY_REPORTED }, context).then(([model]) => model);
  }

  @Mutation(() => Boolean, { description: 'Owner only, irreversible: the campaign and its leaflet are deleted.' })
  async removeCampaign(@IdArg('id') id: string, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.campaigns.remove(id, auth.userId);
    return true;
  }

  @AddressLimited('reportsPerHour')
  @Mutation(() => Boolean, { description: 'Reports abuse; once per user.' })
  async reportCampaign(
    @IdArg('campaignId') campaignId: string,
    @ReportReasonArg() reason: ReportReason | null | undefined,
    @CurrentAuth() auth: AuthContext,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.campaigns.report(campaignId, auth.userId, reason ?? null, clientOf(context.req));
    return true;
  }

  private feedModels(page: FeedPage, viewer: CampaignViewer): Campaign[] {
    return page.items.map((item) => toCampaignModel(item.campaign, page.owners.get(item.campaign.userId) ?? formerUser(item.campaign), viewer, item.distanceKm));
  }

  /**
   * A visitor's cards are the same for every visitor: made once per page of rows the service
   * keeps (the same items array while it is kept), not once per request.
   */
  private visitorFeedModels(page: FeedPage): Campaign[] {
    let models = this.visitorModels.get(page.items);
    if (!models) this.visitorModels.set(page.items, (models = this.feedModels(page, { viewerId: null, reported: NOBODY_REPORTED })));
    return models;
  }

  private async toModels(campaigns: CampaignEntity[], viewer: CampaignViewer, context: GraphqlContext): Promise<Campaign[]> {
    const owners = await this.owners(campaigns, context);
    return campaigns.map((campaign, i) => toCampaignModel(campaign, owners[i], viewer));
  }

  /**
   * The owners of a list, through the operation's users DataLoader: one query for the whole list.
   * Loaded with the list rather than by a field resolver, which would run the whole resolver
   * pipeline (the validation pipe copying the parent included) once per campaign. The feed's
   * pages carry their owners already.
   */
  private async owners(campaigns: CampaignEntity[], context: GraphqlContext): Promise<PublicUser[]> {
    const users = await this.users.loader(context).loadMany(campaigns.map((campaign) => campaign.userId));
    return users.map((user, i) => (user && !(user instanceof Error) ? toPublicUser(user) : formerUser(campaigns[i])));
  }
}

/** The owner's row goes with their campaigns (ON DELETE CASCADE), so a missing owner is only a race. */
function formerUser(campaign: CampaignEntity): PublicUser {
  return { id: campaign.userId, userName: 'Redhope user', avatar: null };
}
