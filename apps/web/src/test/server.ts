import { setupServer } from 'msw/node';

/**
 * The server every web test talks to (msw, at the network boundary: the app's fetch, REST client,
 * Apollo links and session keeper all run for real). Before each test it holds every feature's
 * default handlers (./handlers.ts, wired in ./setup.ts); a test changes an answer with
 * server.use(...), undone after the test.
 */
export const server = setupServer();
