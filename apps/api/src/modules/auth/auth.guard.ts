import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { requestOf } from '../../common/auth/auth-context';
import { REQUIRES_MODERATOR } from '../../common/auth/moderator.decorator';
import { IDENTIFY_CALLER, IS_PUBLIC } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { AuthCookies } from './auth-cookies';
import { UsersService } from '../users';
import { AuthService } from './auth.service';

/** Deny by default: every route and resolver needs a live session unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (this.reflector.getAllAndOverride<boolean>(IDENTIFY_CALLER, targets)) await this.identify(context);
      return true;
    }

    const socket = context.getType<string>() === 'graphql' ? GqlExecutionContext.create(context).getContext<GraphqlContext>().socket : undefined;
    if (socket) {
      // Over the socket (subscriptions, and any operation sent there): it was authenticated in
      // onConnect and is closed when that session ends.
      if (!socket.auth) throw new AppError('UNAUTHENTICATED');
      requestOf(context).auth = socket.auth;
    } else if (!(await this.identify(context))) {
      throw new AppError('UNAUTHENTICATED');
    }
    // On both transports: a moderators-only operation sent over the socket is refused here too.
    if (this.reflector.getAllAndOverride<boolean>(REQUIRES_MODERATOR, targets)) {
      const auth = requestOf(context).auth;
      if (!auth || !(await this.users.isModerator(auth.userId))) throw new AppError('FORBIDDEN');
    }
    return true;
  }

  /** Sets `auth` on the request when its access cookie belongs to a live session. */
  private async identify(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const verified = await this.auth.verifyAccessToken(this.cookies.readAccess(request));
    if (verified) {
      request.auth = { userId: verified.userId, sessionId: verified.sessionId };
      request.signedInUserRow = verified.userRow;
    }
    return Boolean(verified);
  }
}
