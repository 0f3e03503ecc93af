// The assistant module's public entry: code outside modules/assistant uses only what this file
// exports (lint rule api-boundaries/entry-only; see README, "Module boundaries").
export { AssistantModule } from './assistant.module';
