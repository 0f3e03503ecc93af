/** The users module's public face: other modules import only from here. */
export { Address, PublicUser, User } from './models/user.model';
export type { UserEntity } from './user.entity';
export { groupOrNull, toPublicUser, toRestUser, toUserModel, type RestUser } from './user.presenter';
export { UsersModule } from './users.module';
export { UsersService } from './users.service';
