import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import { clientOf } from '../../common/http/client-info';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { ChangesState } from '../../common/security/changes-state.decorator';
import { toRestUser, type RestUser } from '../users';
import { AccountLinksService } from './account-links.service';
import { AuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';

/** The session calls of SPEC section 7, under /api/v1/user. */
@Controller('user')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
    private readonly links: AccountLinksService,
  ) {}

  @Public()
  @Post('register')
  @ResponseMessage('User registered successfully')
  async register(@Body() input: RegisterInput, @Req() request: FastifyRequest): Promise<RestUser> {
    return toRestUser(await this.auth.register(input, clientOf(request), (manager, user) => this.links.sendConfirmation(manager, user)));
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ResponseMessage('User logged in successfully')
  async login(
    @Body() input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RestUser> {
    const { user, tokens } = await this.auth.login(input, clientOf(request));
    this.cookies.set(reply, tokens);
    return toRestUser(user);
  }

  @ChangesState()
  @Get('logout')
  @ResponseMessage('User logged out successfully')
  async logout(@CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) reply: FastifyReply, @Query('endpoint') endpoint?: string): Promise<null> {
    // `endpoint`: this device's push subscription, removed with the session (docs/push.md).
    await this.auth.logout(auth.sessionId, { userId: auth.userId, pushEndpoint: typeof endpoint === 'string' && endpoint !== '' ? endpoint : undefined });
    this.cookies.clear(reply);
    return null;
  }

  @Public()
  @ChangesState()
  @Get('refresh-token')
  @ResponseMessage('Token refreshed')
  async refreshToken(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    await this.cookies.refreshInto((token) => this.auth.refresh(token, clientOf(request)), request, reply);
    return null;
  }

  /** Called by the client when a refresh failed: end whatever is left of the session. */
  @Public()
  @ChangesState()
  @Get('logout-user')
  @ResponseMessage('User logged out successfully')
  async logoutUser(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    await this.auth.logoutByRefreshToken(this.cookies.readRefresh(request));
    this.cookies.clear(reply);
    return null;
  }

  /**
   * Signed in: true. No session cookies at all: false. An expired access token beside a refresh
   * cookie: 401, so the client's one 401 path refreshes and asks again instead of showing a
   * returning user as signed out.
   */
  @Public()
  @Get('check-auth')
  @ResponseMessage('Auth checked')
  async checkAuth(@Req() request: FastifyRequest): Promise<{ isAuthenticated: boolean }> {
    const verified = await this.auth.verifyAccessToken(this.cookies.readAccess(request));
    if (verified) return { isAuthenticated: true };
    if (this.cookies.readRefresh(request)) throw new AppError('UNAUTHENTICATED');
    return { isAuthenticated: false };
  }
}
