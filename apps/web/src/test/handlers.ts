import { assistantHandlers } from '../features/assistant/__tests__/handlers';
import { authHandlers } from '../features/auth/__tests__/handlers';
import { campaignHandlers } from '../features/campaigns/__tests__/handlers';
import { homeHandlers } from '../features/home/__tests__/handlers';
import { notificationsHandlers } from '../features/notifications/__tests__/handlers';
import { requestsHandlers } from '../features/requests/__tests__/handlers';
import { profileHandlers } from '../features/profile/__tests__/handlers';
import { graphqlWsHandlers } from './graphql-ws';
import { pushHandlers } from './push';

/**
 * The default answers of every feature, a signed-out visitor's view of a small server. Each feature
 * keeps its handlers beside it (features/<f>/__tests__/handlers.ts) and adds one line here.
 */
export const handlers = [
  ...authHandlers(),
  ...assistantHandlers(),
  ...campaignHandlers(),
  ...homeHandlers(),
  ...requestsHandlers(),
  ...notificationsHandlers(),
  ...profileHandlers(),
  ...pushHandlers(),
  ...graphqlWsHandlers(),
];
