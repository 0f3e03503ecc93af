import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { clientOf } from '../../common/http/client-info';
import { toUserModel, User } from '../users';
import { AccountLinksService } from './account-links.service';
import { AuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';

function http(context: GraphqlContext): { request: FastifyRequest; reply: FastifyReply } {
  if (!context.reply) throw new AppError('BAD_REQUEST', 'Use HTTP for this operation');
  return { request: context.req as FastifyRequest, reply: context.reply };
}

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
    private readonly links: AccountLinksService,
  ) {}

  @Public()
  @Mutation(() => User, { description: 'Creates an account. Log in afterwards.' })
  async register(@Args('input') input: RegisterInput, @Context() context: GraphqlContext): Promise<User> {
    return toUserModel(await this.auth.register(input, clientOf(http(context).request), (manager, user) => this.links.sendConfirmation(manager, user)));
  }

  @Public()
  @Mutation(() => User, { description: 'Starts a session: sets the access and refresh cookies.' })
  async login(@Args('input') input: LoginInput, @Context() context: GraphqlContext): Promise<User> {
    const { request, reply } = http(context);
    const { user, tokens } = await this.auth.login(input, clientOf(request));
    this.cookies.set(reply, tokens);
    return toUserModel(user);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Rotates the refresh token and renews the access cookie.' })
  async refreshSession(@Context() context: GraphqlContext): Promise<boolean> {
    const { request, reply } = http(context);
    await this.cookies.refreshInto((token) => this.auth.refresh(token, clientOf(request)), request, reply);
    return true;
  }

  @Mutation(() => Boolean, { description: "Ends this session everywhere and clears the cookies; `pushEndpoint`, this device's push subscription, is removed with it." })
  async logout(
    @CurrentAuth() auth: AuthContext,
    @Context() context: GraphqlContext,
    @Args('pushEndpoint', { type: () => String, nullable: true }) pushEndpoint?: string | null,
  ): Promise<boolean> {
    const { reply } = http(context);
    await this.auth.logout(auth.sessionId, { userId: auth.userId, pushEndpoint: pushEndpoint ?? undefined });
    this.cookies.clear(reply);
    return true;
  }
}
