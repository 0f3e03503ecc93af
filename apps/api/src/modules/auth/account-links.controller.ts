import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ACCOUNT_MESSAGES } from '@redhope/domain';
import type { FastifyRequest } from 'fastify';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { clientOf } from '../../common/http/client-info';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { AccountLinksService } from './account-links.service';
import { AccountLinkInput, ForgotPasswordInput, ResetPasswordInput } from './dto/account-links.inputs';

/** Account recovery and e-mail confirmation, under /api/v1/user (docs/rest-contract.md). */
@Controller('user')
export class AccountLinksController {
  constructor(private readonly links: AccountLinksService) {}

  /** The same answer whether or not an account has the address. */
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ResponseMessage(ACCOUNT_MESSAGES.resetLinkSent)
  async forgotPassword(@Body() input: ForgotPasswordInput, @Req() request: FastifyRequest): Promise<null> {
    await this.links.requestPasswordReset(input.email, clientOf(request));
    return null;
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ResponseMessage(ACCOUNT_MESSAGES.passwordReset)
  async resetPassword(@Body() input: ResetPasswordInput): Promise<null> {
    await this.links.resetPassword(input.token, input.password);
    return null;
  }

  @Public()
  @Post('confirm-email')
  @HttpCode(200)
  @ResponseMessage(ACCOUNT_MESSAGES.emailConfirmed)
  async confirmEmail(@Body() input: AccountLinkInput): Promise<null> {
    await this.links.confirmEmail(input.token);
    return null;
  }

  @Public()
  @Post('undo-email-change')
  @HttpCode(200)
  @ResponseMessage(ACCOUNT_MESSAGES.emailChangeUndone)
  async undoEmailChange(@Body() input: AccountLinkInput): Promise<null> {
    await this.links.undoEmailChange(input.token);
    return null;
  }

  @Post('resend-confirmation')
  @HttpCode(200)
  @ResponseMessage(ACCOUNT_MESSAGES.confirmationSent)
  async resendConfirmation(@CurrentAuth() auth: AuthContext): Promise<null> {
    await this.links.resendConfirmation(auth.userId);
    return null;
  }
}
