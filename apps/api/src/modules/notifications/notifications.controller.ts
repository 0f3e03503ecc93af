import { Controller, Get } from '@nestjs/common';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { toRestNotification, type RestNotification } from './notification.presenter';
import { NotificationsService } from './notifications.service';

/** The most recent notifications on REST; GraphQL pages through all of them. */
const REST_LIMIT = 100;

@Controller('user')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get('get-notifications')
  @ResponseMessage('Notifications')
  async list(@CurrentAuth() auth: AuthContext): Promise<RestNotification[]> {
    const page = await this.notifications.page(auth.userId, REST_LIMIT);
    return page.nodes.map(toRestNotification);
  }
}
