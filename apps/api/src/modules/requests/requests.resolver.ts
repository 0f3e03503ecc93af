import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { PublicIdentified } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { IdArg, IdListArg } from '../../common/validation/id';
import { ReportReasonArg, ReportReasonValue } from '../../common/validation/report.input';
import { clientOf } from '../../common/http/client-info';
import type { ReportReason } from '@redhope/domain';
import { PublicUser, UsersService, toPublicUser } from '../users';
import { CreateBloodRequestInput } from './dto/create-blood-request.input';
import { BloodRequest, RequestCounts } from './models/blood-request.model';
import { BlockedHelper, RequestHelper } from './models/request-helper.model';
import { ownView, toBlockedHelperModel, toHelperModel, toRequestModel } from './request.presenter';
import { RequestsService, type RequestCountsPayload } from './requests.service';
import { IdempotencyKeyArg } from '../../common/idempotency/idempotency-key';
import { AddressLimited } from '../../common/rate-limit/address-limit';

@Resolver(() => BloodRequest)
export class RequestsResolver {
  constructor(
    private readonly requests: RequestsService,
    private readonly users: UsersService,
  ) {}

  @PublicIdentified()
  @Query(() => BloodRequest, { description: 'A request, as the viewer may see it; a closed one to its owner, and to those who offered help (not removed) without contact details, to say what happened. NOT_FOUND when it does not exist, was reported away, or is closed and the viewer is neither.' })
  async bloodRequest(@IdArg('id') id: string, @CurrentAuthOrNull() auth: AuthContext | null): Promise<BloodRequest> {
    return toRequestModel(await this.requests.view(id, auth?.userId ?? null, { closed: true }));
  }

  @Query(() => [BloodRequest], { description: "The signed-in user's requests: active first, then newest." })
  async myRequests(@CurrentAuth() auth: AuthContext): Promise<BloodRequest[]> {
    return (await this.requests.listOwn(auth.userId)).map((request) => toRequestModel(ownView(request)));
  }

  @Query(() => [RequestHelper], { description: "Who offered help, with their contact details: the request's owner only." })
  async requestHelpers(@IdArg('requestId') requestId: string, @CurrentAuth() auth: AuthContext): Promise<RequestHelper[]> {
    return (await this.requests.helpers(requestId, auth.userId)).map(toHelperModel);
  }

  @Query(() => [BlockedHelper], { description: 'The users the signed-in requester blocked from helping on their requests, newest first.' })
  async myBlockedHelpers(@CurrentAuth() auth: AuthContext): Promise<BlockedHelper[]> {
    return (await this.requests.blockedBy(auth.userId)).map(toBlockedHelperModel);
  }

  @Mutation(() => [RequestHelper], {
    description: "Owner only: takes a helper off the request (their contact stays in the list; they no longer see the owner's and cannot offer again). The helpers, as requestHelpers.",
  })
  async removeHelper(@IdArg('requestId') requestId: string, @IdArg('helperId') helperId: string, @CurrentAuth() auth: AuthContext): Promise<RequestHelper[]> {
    await this.requests.removeHelper(requestId, auth.userId, helperId);
    return (await this.requests.helpers(requestId, auth.userId)).map(toHelperModel);
  }

  @Mutation(() => [RequestHelper], {
    description: "Owner only: blocks a helper of this request from helping on any of the owner's requests (and takes them off every active one). The helpers, as requestHelpers.",
  })
  async blockHelper(@IdArg('requestId') requestId: string, @IdArg('helperId') helperId: string, @CurrentAuth() auth: AuthContext): Promise<RequestHelper[]> {
    await this.requests.blockHelper(requestId, auth.userId, helperId);
    return (await this.requests.helpers(requestId, auth.userId)).map(toHelperModel);
  }

  @Mutation(() => Boolean, { description: "Lifts the signed-in requester's own block on this user (nothing happens when there is none)." })
  async unblockHelper(@IdArg('userId') userId: string, @CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.requests.unblockUser(auth.userId, userId);
    return true;
  }

  @AddressLimited('requestsPerDay')
  @Mutation(() => BloodRequest, { description: 'Posts a request; compatible donors nearby are alerted.' })
  async createBloodRequest(
    @Args('input') input: CreateBloodRequestInput,
    @CurrentAuth() auth: AuthContext,
    @IdempotencyKeyArg() idempotencyKey: string | undefined,
  ): Promise<BloodRequest> {
    return toRequestModel(ownView(await this.requests.create(auth.userId, input, idempotencyKey)));
  }

  @Mutation(() => BloodRequest, { description: 'Owner only, while active. donorHelperIds: the helpers of this request who donated (optional).' })
  async fulfillRequest(
    @IdArg('id') id: string,
    @IdListArg('donorHelperIds') donorHelperIds: string[] | undefined,
    @CurrentAuth() auth: AuthContext,
  ): Promise<BloodRequest> {
    return toRequestModel(ownView(await this.requests.fulfil(id, auth.userId, donorHelperIds)));
  }

  @Mutation(() => BloodRequest, { description: 'Owner only, once fulfilled: names helpers of this request who donated (they are thanked, and it goes into their record).' })
  async confirmDonors(
    @IdArg('requestId') requestId: string,
    @IdListArg('donorHelperIds', { required: true }) donorHelperIds: string[],
    @CurrentAuth() auth: AuthContext,
  ): Promise<BloodRequest> {
    return toRequestModel(ownView(await this.requests.confirmDonors(requestId, auth.userId, donorHelperIds)));
  }

  @Mutation(() => BloodRequest, { description: 'Owner only, while active.' })
  async cancelRequest(@IdArg('id') id: string, @CurrentAuth() auth: AuthContext): Promise<BloodRequest> {
    return toRequestModel(ownView(await this.requests.cancel(id, auth.userId)));
  }

  @AddressLimited('helpsPerHour')
  @Mutation(() => BloodRequest, { description: "Shares the caller's contact details with the request's owner." })
  async offerHelp(
    @IdArg('requestId') requestId: string,
    @CurrentAuth() auth: AuthContext,
    @IdempotencyKeyArg() idempotencyKey: string | undefined,
  ): Promise<BloodRequest> {
    await this.requests.offerHelp(requestId, auth.userId, idempotencyKey);
    return toRequestModel(await this.requests.view(requestId, auth.userId));
  }

  @AddressLimited('reportsPerHour')
  @Mutation(() => Boolean, { description: 'Reports abuse; once per user.' })
  async reportRequest(
    @IdArg('requestId') requestId: string,
    @ReportReasonArg() reason: ReportReason | null | undefined,
    @CurrentAuth() auth: AuthContext,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    await this.requests.report(requestId, auth.userId, reason ?? null, clientOf(context.req));
    return true;
  }

  @AddressLimited('reportsPerHour')
  @Mutation(() => Boolean, {
    description: "Owner only: reports one of the request's helpers, once each. Two requesters reporting the same helper as SCAM (asked for money) hold them from helping until a moderator reviews them.",
  })
  async reportHelper(
    @IdArg('requestId') requestId: string,
    @IdArg('helperId') helperId: string,
    @Args('reason', { type: () => ReportReasonValue, description: 'Why: SCAM when they asked for money.' }) reason: ReportReason,
    @CurrentAuth() auth: AuthContext,
  ): Promise<boolean> {
    await this.requests.reportHelper(requestId, auth.userId, helperId, reason);
    return true;
  }

  @Subscription(() => RequestCounts, {
    description: 'Reach and responders of a request the subscriber may see, as they change.',
    filter: (payload: RequestCountsPayload, variables: { requestId: string }) => payload.requestId === variables.requestId.toLowerCase(),
    resolve: (payload: RequestCountsPayload) => payload,
  })
  async requestCounts(@IdArg('requestId') requestId: string, @CurrentAuth() auth: AuthContext): Promise<AsyncIterableIterator<unknown>> {
    if (!(await this.requests.canView(requestId, auth.userId))) throw new AppError('NOT_FOUND', 'Request not found');
    return this.requests.countsUpdates();
  }

  @ResolveField(() => PublicUser)
  async requestedBy(@Parent() request: BloodRequest, @Context() context: GraphqlContext): Promise<PublicUser> {
    const user = await this.users.loader(context).load(request.requestedById);
    // The owner's row goes with their requests (ON DELETE CASCADE), so this is only a race.
    return user ? toPublicUser(user) : { id: request.requestedById, userName: 'Redhope user', avatar: null };
  }
}
