import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { IdempotencyKeyHeader } from '../../common/idempotency/idempotency-key';
import { CAMPAIGN_FEED_NOTICES, CAMPAIGN_FIELD_MESSAGES, IMAGE_MAX_BYTES, MESSAGES } from '@redhope/domain';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { PublicIdentified } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { ChangesState } from '../../common/security/changes-state.decorator';
import { MAX_PAGE_SIZE } from '../../common/graphql/pagination';
import { ResponseMessage, SerializedData, withMessage, type MessagedResult } from '../../common/rest/response-message.decorator';
import { AppValidationPipe } from '../../common/validation.pipe';
import { IdParam } from '../../common/validation/id';
import { ReportInput } from '../../common/validation/report.input';
import { clientOf } from '../../common/http/client-info';
import { readMultipartForm } from '../uploads';
import { toRestCampaign, toRestFeedItem, type RestCampaign } from './campaign.presenter';
import { CampaignsService, type FeedItem } from './campaigns.service';
import { CampaignFeedQuery } from './dto/campaign-feed.args';
import { CreateCampaignBody } from './dto/create-campaign.input';
import { LEAFLET_FIELD, LEAFLET_IMAGE } from './leaflet';
import { AddressLimited } from '../../common/rate-limit/address-limit';

/** The /campaign calls of the original REST API (docs/campaigns.md). */
@Controller('campaign')
export class CampaignsController {
  private readonly validation = new AppValidationPipe();
  /** Each cached feed page serialized once, for as long as the service keeps the page. */
  private readonly serializedPages = new WeakMap<readonly FeedItem[], SerializedData>();

  constructor(private readonly campaigns: CampaignsService) {}

  /**
   * Multipart: the form's fields and the `leaflet` file. The whole form is read first (its parts
   * may come in any order, the file cut off at the cap), then checked like any REST body; a
   * missing leaflet is one more missing field.
   */
  @AddressLimited('campaignsPerDay')
  @Post('create-campaign')
  @ResponseMessage(MESSAGES.createCampaignSucceeded)
  async create(
    @Req() request: FastifyRequest,
    @CurrentAuth() auth: AuthContext,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ): Promise<{ id: string }> {
    const form = await readMultipartForm(request, { fileField: LEAFLET_FIELD, fileMaxBytes: IMAGE_MAX_BYTES, tooLargeMessage: LEAFLET_IMAGE.tooLargeMessage });
    const missingLeaflet: Record<string, string> = form.file ? {} : { [LEAFLET_FIELD]: CAMPAIGN_FIELD_MESSAGES.leaflet };
    let body: CreateCampaignBody;
    try {
      body = (await this.validation.transform(form.fields, { type: 'body', metatype: CreateCampaignBody })) as CreateCampaignBody;
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED') throw new AppError(error.code, error.message, { ...error.fields, ...missingLeaflet });
      throw error;
    }
    if (!form.file) throw new AppError('VALIDATION_FAILED', MESSAGES.createCampaignFailed, missingLeaflet);
    const campaign = await this.campaigns.create(auth.userId, body, form.file, idempotencyKey);
    return { id: campaign.id };
  }

  /**
   * Upcoming camps, soonest first (at most MAX_PAGE_SIZE). `pincode=undefined` is absent: "My
   * location" then searches around the caller's own pincode, and without one answers an empty
   * list whose message says why.
   */
  @PublicIdentified()
  @Get('campaign-feed')
  async feed(@Query() query: CampaignFeedQuery, @CurrentAuthOrNull() auth: AuthContext | null): Promise<MessagedResult<SerializedData>> {
    const filter = query.filter ?? 'all';
    const page = await this.campaigns.feed({ filter, pincode: query.pincode, viewerId: auth?.userId ?? null, first: MAX_PAGE_SIZE });
    let campaigns = this.serializedPages.get(page.items);
    if (!campaigns) {
      campaigns = new SerializedData(JSON.stringify(page.items.map((item) => toRestFeedItem(item, filter === 'pincode'))));
      this.serializedPages.set(page.items, campaigns);
    }
    return withMessage(campaigns, page.notice ? CAMPAIGN_FEED_NOTICES[page.notice] : 'Campaigns');
  }

  @PublicIdentified()
  @Get('get-campaign/:campaignId')
  @ResponseMessage('Campaign')
  async get(@IdParam('campaignId') campaignId: string, @CurrentAuthOrNull() auth: AuthContext | null): Promise<RestCampaign> {
    const view = await this.campaigns.view(campaignId, auth?.userId ?? null);
    return toRestCampaign(view.campaign, 'detail', undefined, view.isOwner);
  }

  @Get('user-campaigns')
  @ResponseMessage('Campaigns')
  async listOwn(@CurrentAuth() auth: AuthContext): Promise<RestCampaign[]> {
    return (await this.campaigns.listOwn(auth.userId)).map((campaign) => toRestCampaign(campaign, 'card', undefined, true));
  }

  /** A state-changing GET, as the original API has it (the cross-site guard covers it). */
  @ChangesState()
  @Get('remove-campaign/:campaignId')
  @ResponseMessage(MESSAGES.removeCampaignSucceeded)
  async remove(@IdParam('campaignId') campaignId: string, @CurrentAuth() auth: AuthContext): Promise<null> {
    await this.campaigns.remove(campaignId, auth.userId);
    return null;
  }

  @AddressLimited('reportsPerHour')
  @Post('campaign-report/:campaignId')
  @HttpCode(200)
  @ResponseMessage(MESSAGES.reportSucceeded)
  async report(@IdParam('campaignId') campaignId: string, @Body() input: ReportInput, @CurrentAuth() auth: AuthContext, @Req() request: FastifyRequest): Promise<null> {
    await this.campaigns.report(campaignId, auth.userId, input.reason ?? null, clientOf(request));
    return null;
  }
}
