import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { PushEndpointBody, PushSubscriptionInput } from './dto/push-subscription.input';
import { PushService } from './push.service';

/** /api/v1/push: the VAPID public key and the device's subscription (docs/push.md). */
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Public()
  @Get('public-key')
  @ResponseMessage('Push public key')
  publicKey(): { publicKey: string } {
    return { publicKey: this.push.publicKey };
  }

  @Post('subscribe')
  @HttpCode(200)
  @ResponseMessage('Push subscription saved')
  async subscribe(@Body() input: PushSubscriptionInput, @CurrentAuth() auth: AuthContext): Promise<null> {
    await this.push.register(auth.userId, input);
    return null;
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ResponseMessage('Push subscription removed')
  async unsubscribe(@Body() body: PushEndpointBody, @CurrentAuth() auth: AuthContext): Promise<null> {
    await this.push.unregister(auth.userId, body.endpoint);
    return null;
  }
}
