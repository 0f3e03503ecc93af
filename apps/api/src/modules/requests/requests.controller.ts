import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@redhope/domain';
import { CurrentAuth, CurrentAuthOrNull, type AuthContext } from '../../common/auth/auth-context';
import { PublicIdentified } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { ChangesState } from '../../common/security/changes-state.decorator';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { IdParam, IdQuery } from '../../common/validation/id';
import { ReportInput } from '../../common/validation/report.input';
import { clientOf } from '../../common/http/client-info';
import { CreateBloodRequestBody } from './dto/create-blood-request.input';
import { toRestHelper, toRestRequest, type RestBloodRequest, type RestHelperEntry } from './request.presenter';
import { RequestsService } from './requests.service';
import { IdempotencyKeyHeader } from '../../common/idempotency/idempotency-key';
import { AddressLimited } from '../../common/rate-limit/address-limit';

/** The /request calls of the original REST API (docs/rest-contract.md). */
@Controller('request')
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @AddressLimited('requestsPerDay')
  @Post('create-request')
  @ResponseMessage(MESSAGES.createRequestSucceeded)
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateBloodRequestBody,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ): Promise<{ id: string }> {
    // The original API took the owner from the body; it can only ever be the caller.
    if (body.requestedBy !== undefined && body.requestedBy !== auth.userId) throw new AppError('FORBIDDEN');
    const request = await this.requests.create(auth.userId, body, idempotencyKey);
    return { id: request.id };
  }

  /** `userId` is the original client's idea of the caller; the session says who it really is. */
  @PublicIdentified()
  @Get('get-request')
  @ResponseMessage('Request')
  async get(@IdQuery('requestId') requestId: string, @CurrentAuthOrNull() auth: AuthContext | null): Promise<RestBloodRequest> {
    const view = await this.requests.view(requestId, auth?.userId ?? null);
    return toRestRequest(view.request, view.contactVisible, view.isOwner);
  }

  @Get('user-requests')
  @ResponseMessage('Requests')
  async listOwn(@CurrentAuth() auth: AuthContext): Promise<RestBloodRequest[]> {
    return (await this.requests.listOwn(auth.userId)).map((request) => toRestRequest(request, true, true));
  }

  @ChangesState()
  @Get('fulfill-request/:requestId')
  @ResponseMessage(MESSAGES.fulfilSucceeded)
  async fulfil(@IdParam('requestId') requestId: string, @CurrentAuth() auth: AuthContext): Promise<RestBloodRequest> {
    return toRestRequest(await this.requests.fulfil(requestId, auth.userId), true, true);
  }

  @ChangesState()
  @Get('deactive-request/:requestId')
  @ResponseMessage(MESSAGES.cancelSucceeded)
  async cancel(@IdParam('requestId') requestId: string, @CurrentAuth() auth: AuthContext): Promise<RestBloodRequest> {
    return toRestRequest(await this.requests.cancel(requestId, auth.userId), true, true);
  }

  @AddressLimited('helpsPerHour')
  @Post('create-help/:requestId')
  @HttpCode(200)
  @ResponseMessage(MESSAGES.helpSucceeded)
  async help(
    @IdParam('requestId') requestId: string,
    @CurrentAuth() auth: AuthContext,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
  ): Promise<{ approvedBy: number }> {
    const request = await this.requests.offerHelp(requestId, auth.userId, idempotencyKey);
    return { approvedBy: request.approvedBy };
  }

  @AddressLimited('reportsPerHour')
  @Post('request-report/:requestId')
  @HttpCode(200)
  @ResponseMessage(MESSAGES.reportSucceeded)
  async report(@IdParam('requestId') requestId: string, @Body() input: ReportInput, @CurrentAuth() auth: AuthContext, @Req() request: FastifyRequest): Promise<null> {
    await this.requests.report(requestId, auth.userId, input.reason ?? null, clientOf(request));
    return null;
  }

  @Get('helper-list/:requestId')
  @ResponseMessage('Helpers')
  async helpers(@IdParam('requestId') requestId: string, @CurrentAuth() auth: AuthContext): Promise<RestHelperEntry[]> {
    return (await this.requests.helpers(requestId, auth.userId)).map(toRestHelper);
  }
}
