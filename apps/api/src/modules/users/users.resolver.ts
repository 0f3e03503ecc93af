import { Query, Resolver } from '@nestjs/graphql';
import { PublicFor } from '../../common/graphql/cache-control';
import { CurrentAuth, SignedInUserRow, type AuthContext } from '../../common/auth/auth-context';
import { Public } from '../../common/auth/public.decorator';
import { IdArg } from '../../common/validation/id';
import { PublicUser, User } from './models/user.model';
import { toPublicUser, toUserModel } from './user.presenter';
import { UsersService } from './users.service';

@Resolver()
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => User, { description: 'The signed-in user.' })
  async me(@CurrentAuth() auth: AuthContext, @SignedInUserRow() row?: Record<string, unknown>): Promise<User> {
    return toUserModel(await this.users.getSignedIn(auth, row));
  }

  @Public()
  // The same for everyone; a changed name or avatar shows within a minute.
  @PublicFor(60)
  @Query(() => PublicUser, { description: "Another user's public face: name and avatar." })
  async user(@IdArg('id') id: string): Promise<PublicUser> {
    return toPublicUser(await this.users.getById(id));
  }
}
