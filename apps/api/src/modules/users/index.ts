// The users module's public entry: code outside modules/users uses only what this file exports
// (lint rule api-boundaries/entry-only; see README, "Module boundaries").
export { Address, PublicUser, User } from './models/user.model';
export type { UserEntity } from './user.entity';
export { groupOrNull, toPublicUser, toRestUser, toUserModel, type RestUser } from './user.presenter';
export { SignedInCache } from './signed-in-cache';
export { UsersModule } from './users.module';
export { donorCandidatesQuery, type DonorCandidate, type DonorCriteria } from './donor-candidates';
export { UsersService, type ContactDetails, type DonorSettings, type NewUser, type ProfileChanges } from './users.service';
export { DonorSettingsChangedEvent } from './users.events';
