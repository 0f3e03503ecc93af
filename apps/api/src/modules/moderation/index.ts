// The moderation module's public entry: code outside modules/moderation uses only what this file exports.
export { ModerationModule } from './moderation.module';
export { ModerationService } from './moderation.service';
