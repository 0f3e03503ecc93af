// The auth module's public entry: code outside modules/auth uses only what this file exports
// (lint rule api-boundaries/entry-only; see README, "Module boundaries").
export { AccountLinksService } from './account-links.service';
export { AuthCookies } from './auth-cookies';
export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { SocketSessionsService, type ClosableSocket } from './socket-sessions.service';
