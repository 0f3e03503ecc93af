// The profile module's public entry: code outside modules/profile uses only what this file exports
// (lint rule api-boundaries/entry-only; see README, "Module boundaries").
export { AVATAR_IMAGE } from './avatar';
export { ProfileModule } from './profile.module';
