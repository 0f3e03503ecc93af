// The system module's public entry: code outside modules/system uses only what this file exports
// (lint rule api-boundaries/entry-only; see README, "Module boundaries").
export { SystemModule } from './system.module';
export { SystemService } from './system.service';
