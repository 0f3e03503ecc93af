import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AppError } from '../errors/app-error';
import type { GraphqlContext } from '../graphql/graphql-context';
import { CHANGES_STATE } from './changes-state.decorator';
import { checkCrossSite, type CrossSiteInput } from './cross-site';
import { SecurityLog } from './security-log';

/**
 * Global: every REST route and every GraphQL operation over HTTP that could change state is
 * refused when it comes from another site (see cross-site.ts). Operations over graphql-ws were
 * checked once, on the socket's upgrade.
 */
@Injectable()
export class CrossSiteGuard implements CanActivate {
  private readonly trustedOrigins: ReadonlySet<string>;

  constructor(
    private readonly reflector: Reflector,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustedOrigins = new Set(config.trustedOrigins);
  }

  canActivate(context: ExecutionContext): boolean {
    let request: CrossSiteInput;
    let target: string;
    const type = context.getType<GqlContextType>();
    if (type === 'graphql') {
      const gql = GqlExecutionContext.create(context);
      const graphqlContext = gql.getContext<GraphqlContext>();
      if (graphqlContext.socket) return true;
      request = graphqlContext.req as CrossSiteInput;
      target = `graphql:${gql.getInfo<{ fieldName: string }>().fieldName}`;
    } else if (type === 'http') {
      const http = context.switchToHttp().getRequest<CrossSiteInput & { routeOptions?: { url?: string } }>();
      request = http;
      target = http.routeOptions?.url ?? 'unknown';
    } else {
      return true;
    }
    const changesState = this.reflector.getAllAndOverride<boolean | undefined>(CHANGES_STATE, [context.getHandler(), context.getClass()]) === true;
    const verdict = checkCrossSite(request, this.trustedOrigins, changesState);
    if (verdict.allowed) return true;
    this.securityLog.event('cross-site-refused', { reason: verdict.reason, target });
    throw new AppError('FORBIDDEN');
  }
}
