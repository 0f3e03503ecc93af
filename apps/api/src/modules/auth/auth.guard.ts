import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { requestOf } from '../../common/auth/auth-context';
import { IS_PUBLIC } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { AuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';

/** Deny by default: every route and resolver needs a live session unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;

    if (context.getType<string>() === 'graphql') {
      const socket = GqlExecutionContext.create(context).getContext<GraphqlContext>().socket;
      if (socket) {
        // Subscriptions: the socket was authenticated in onConnect and is closed when that ends.
        if (!socket.auth) throw new AppError('UNAUTHENTICATED');
        requestOf(context).auth = socket.auth;
        return true;
      }
    }
    const request = requestOf(context);
    const verified = await this.auth.verifyAccessToken(this.cookies.readAccess(request));
    if (!verified) throw new AppError('UNAUTHENTICATED');
    request.auth = { userId: verified.userId, sessionId: verified.sessionId };
    return true;
  }
}
