import { Controller, Get } from '@nestjs/common';
import { CurrentAuth, SignedInUserRow, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { IdParam } from '../../common/validation/id';
import type { PublicUser } from './models/user.model';
import { toPublicUser, toRestUser, type RestUser } from './user.presenter';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('current-user')
  @ResponseMessage('Current user')
  async currentUser(@CurrentAuth() auth: AuthContext, @SignedInUserRow() row?: Record<string, unknown>): Promise<RestUser> {
    return toRestUser(await this.users.getSignedIn(auth, row));
  }

  /** Anyone may see another user's name and avatar, and nothing more. */
  @Public()
  @Get('get-user/:userId')
  @ResponseMessage('User')
  async getUser(@IdParam('userId') userId: string): Promise<Omit<PublicUser, 'id'>> {
    const { userName, avatar } = toPublicUser(await this.users.getById(userId));
    return { userName, avatar };
  }
}
