import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { GraphqlContext } from '../graphql/graphql-context';
import { clientOf } from '../http/client-info';
import { RateLimitService, type RateLimit } from './rate-limit.service';

/** The per-address budgets a costly write may name (config.addressLimits). */
export type AddressBudget = keyof AppConfig['addressLimits'];

export const ADDRESS_BUDGET_WINDOWS: Readonly<Record<AddressBudget, number>> = {
  requestsPerDay: 86_400,
  campaignsPerDay: 86_400,
  helpsPerHour: 3600,
  reportsPerHour: 3600,
  questionsPerHour: 3600,
  avatarsPerHour: 3600,
  shareImagesPerHour: 3600,
};

const ADDRESS_BUDGET = 'redhope:address-budget';

/**
 * A costly write counted against the caller's address (IPv6 by its /64) as well as against their
 * account (in the service): a second account from the same place shares the place's budget. On a
 * REST route or a GraphQL resolver, subscriptions over the websocket included.
 */
export const AddressLimited = (budget: AddressBudget): MethodDecorator => SetMetadata(ADDRESS_BUDGET, budget);

/** Global guard behind @AddressLimited: 429 RATE_LIMITED (with Retry-After on REST) when the address's budget is spent. */
@Injectable()
export class AddressLimitGuard implements CanActivate {
  private readonly limits = new Map<AddressBudget, RateLimit>();

  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const budget = this.reflector.get<AddressBudget | undefined>(ADDRESS_BUDGET, context.getHandler());
    if (!budget) return true;
    let limit = this.limits.get(budget);
    if (!limit) {
      limit = this.rateLimits.limit({ name: `address-${budget}`, points: this.config.addressLimits[budget], windowSeconds: ADDRESS_BUDGET_WINDOWS[budget] });
      this.limits.set(budget, limit);
    }
    const request =
      context.getType<string>() === 'graphql' ? GqlExecutionContext.create(context).getContext<GraphqlContext>().req : context.switchToHttp().getRequest<FastifyRequest>();
    await limit.consume(clientOf(request).ip);
    return true;
  }
}
