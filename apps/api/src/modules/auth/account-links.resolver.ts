import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { AppError } from '../../common/errors/app-error';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { clientOf } from '../../common/http/client-info';
import { AccountLinksService } from './account-links.service';
import { AccountLinkInput, ForgotPasswordInput, ResetPasswordInput } from './dto/account-links.inputs';

/** The same calls as POST /api/v1/user/{forgot-password,reset-password,confirm-email,undo-email-change,resend-confirmation}. */
@Resolver()
export class AccountLinksResolver {
  constructor(private readonly links: AccountLinksService) {}

  @Public()
  @Mutation(() => Boolean, { description: 'E-mails a reset link (30 minutes, once) if an account has the address; the same answer either way.' })
  async requestPasswordReset(@Args('input') input: ForgotPasswordInput, @Context() context: GraphqlContext): Promise<boolean> {
    if (!context.reply) throw new AppError('BAD_REQUEST', 'Use HTTP for this operation');
    await this.links.requestPasswordReset(input.email, clientOf(context.req as FastifyRequest));
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: "A reset link's token and the new password; every session of the account ends." })
  async resetPassword(@Args('input') input: ResetPasswordInput): Promise<boolean> {
    await this.links.resetPassword(input.token, input.password);
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Confirms an address from its link: after sign-up, or a new address (which then replaces the old one).' })
  async confirmEmail(@Args('input') input: AccountLinkInput): Promise<boolean> {
    await this.links.confirmEmail(input.token);
    return true;
  }

  @Public()
  @Mutation(() => Boolean, { description: 'The link sent to the old address after a change: it comes back, and every session ends.' })
  async undoEmailChange(@Args('input') input: AccountLinkInput): Promise<boolean> {
    await this.links.undoEmailChange(input.token);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sends the signed-in user's address a new confirmation link." })
  async resendEmailConfirmation(@CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.links.resendConfirmation(auth.userId);
    return true;
  }
}
