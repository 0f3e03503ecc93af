import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { Kind, OperationTypeNode } from 'graphql';
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client, type Sink, type SubscribePayload } from 'graphql-ws';
import { from, mergeMap, of, throwError } from 'rxjs';
import { session as defaultSession, toastConnectionFailed, type SessionKeeper } from './session';
import { graphqlWsUrl } from './urls';

export const GRAPHQL_PATH = '/graphql';

/** Close codes of the server's graphql-ws: 4403 refused (no valid access cookie), 4401 session ended or expired. */
export const SESSION_CLOSE_CODES: ReadonlySet<number> = new Set([4401, 4403]);

/** Mutations that start or renew a session: their UNAUTHENTICATED is an answer, never a reason to refresh. */
const SESSION_STARTING_FIELDS: ReadonlySet<string> = new Set(['login', 'register', 'refreshSession']);

export interface ApolloLinkOptions {
  /** Defaults to this page's origin, so cookies stay first-party. */
  httpUri?: string;
  wsUrl?: string;
  /** The WebSocket class for the live socket (graphql-ws's `webSocketImpl`); the browser's when unset. */
  webSocketImpl?: unknown;
  /** The 401 handler shared with REST; tests may pass their own. */
  session?: SessionKeeper;
  /** Called when the live socket is back after it dropped (what happened meanwhile was not pushed). */
  onReconnected?: () => void;
}

/** The longest wait between two tries to reconnect the live socket. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * The wait before the live socket's next try to reconnect: 1 s doubling up to 30 s, plus up to
 * 1 s of jitter so the tabs of a whole city do not come back in the same instant after a deploy.
 */
export function reconnectDelayMs(retries: number, random: () => number = Math.random): number {
  return Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** retries) + Math.floor(random() * 1000);
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

function startsSession(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && SESSION_STARTING_FIELDS.has(selection.name.value),
      ),
  );
}

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}

/** fetch rejects with a TypeError, and only then, when no response arrived at all. */
export function isNoResponseError(error: unknown): boolean {
  return error instanceof TypeError;
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

function isSessionClose(value: unknown): boolean {
  return isCloseEvent(value) && SESSION_CLOSE_CODES.has(value.code);
}

/**
 * GraphQL over HTTP, through the shared 401 path: on UNAUTHENTICATED (or an HTTP 401) it asks the
 * session keeper to renew (one refresh shared with every other failing call, REST included) and
 * retries once; a failed retry is not retried again (ErrorLink never re-handles a retry).
 * A call that got no response at all shows the "Connection with server failed " toast.
 */
export function createSessionLink(keeper: SessionKeeper = defaultSession): ApolloLink {
  const noteGeneration = new ApolloLink((operation, forward) => {
    operation.setContext({ sessionGeneration: keeper.generation });
    return forward(operation);
  });
  const renewOn401 = new ErrorLink(({ error, result, operation, forward }) => {
    if (isNoResponseError(error)) {
      toastConnectionFailed();
      return;
    }
    if (!isUnauthenticated(error) || startsSession(operation)) return;
    const seen: unknown = operation.getContext().sessionGeneration;
    return from(keeper.renew(typeof seen === 'number' ? seen : keeper.generation)).pipe(
      mergeMap((renewed) => {
        if (renewed) return forward(operation);
        return result ? of(result) : throwError(() => error);
      }),
    );
  });
  return ApolloLink.from([noteGeneration, renewOn401]);
}

/**
 * Wraps a graphql-ws client so a subscription survives its session's access token: when the
 * server closes the socket with 4401/4403 while the user is signed in, it renews through the
 * shared session keeper and subscribes again. It stops (and reports the close) when the renewal
 * fails, when the user is signed out, or when a socket refused right after a renewal never
 * connected (no loop). graphql-ws itself treats 4401 as fatal, so this sits above its retries.
 */
export function withSessionRecovery(client: Client, keeper: SessionKeeper = defaultSession): Client {
  return {
    ...client,
    subscribe<Data = Record<string, unknown>, Extensions = unknown>(
      payload: SubscribePayload,
      sink: Sink<FormattedExecutionResult<Data, Extensions>>,
    ) {
      let disposed = false;
      let release: () => void = () => undefined;
      // The generation whose cookie the socket carries; a 401 of an older one needs no refresh.
      let seen = keeper.generation;
      // True from a recovery until the socket connects again.
      let recovering = false;
      const stopListening = client.on('connected', () => {
        seen = keeper.generation;
        recovering = false;
      });

      const releaseCurrent = () => {
        const current = release;
        release = () => undefined;
        current();
      };

      const start = () => {
        release = client.subscribe<Data, Extensions>(payload, {
          next: (value) => sink.next(value),
          complete: () => {
            stopListening();
            sink.complete();
          },
          error: (error) => {
            if (disposed) return;
            if (!isSessionClose(error) || !keeper.signedIn || recovering) {
              stopListening();
              sink.error(error);
              return;
            }
            recovering = true;
            releaseCurrent();
            void keeper.renew(seen).then((renewed) => {
              if (disposed) return;
              if (renewed) {
                start();
                return;
              }
              stopListening();
              sink.error(error);
            });
          },
        });
      };

      start();
      return () => {
        disposed = true;
        stopListening();
        releaseCurrent();
      };
    },
  };
}

/**
 * The link chain, in one place: queries and mutations go over HTTP with the session cookies
 * through the shared 401 path; subscriptions over graphql-ws (the browser sends the cookies on
 * the upgrade request), renewed on the server's session close codes.
 */
export function createApolloLink(options: ApolloLinkOptions = {}): ApolloLink {
  const keeper = options.session ?? defaultSession;
  const httpLink = ApolloLink.from([
    createSessionLink(keeper),
    new HttpLink({ uri: options.httpUri ?? GRAPHQL_PATH, credentials: 'include' }),
  ]);
  const wsClient = createClient({
    url: options.wsUrl ?? graphqlWsUrl(),
    webSocketImpl: options.webSocketImpl,
    // Connect only when the first subscription starts; most pages have none.
    lazy: true,
    // An open tab is where alerts arrive: it never stops trying to get its socket back (a deploy,
    // an outage, a phone between networks), at most 30 s apart.
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    // Everything is retried but the session closes, which withSessionRecovery handles (it refreshes
    // first). A refused connection (the server restarting, down, unreachable) reaches this as the
    // socket's error event, a plain Event that comes before its close event: retrying only close
    // events gave up on the first refusal, and the tab got no alert again until it was reloaded.
    // (graphql-ws still stops on its own fatal close codes, such as 4400 Bad Request.)
    shouldRetry: (event) => !isSessionClose(event),
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) options.onReconnected?.();
      },
    },
  });
  const wsLink = new GraphQLWsLink(withSessionRecovery(wsClient, keeper));
  return ApolloLink.split(isSubscription, wsLink, httpLink);
}

export function createApolloClient(options: ApolloLinkOptions = {}): ApolloClient {
  const client: ApolloClient = new ApolloClient({
    link: createApolloLink({
      ...options,
      // Notifications (and counts) that came while the socket was down were not pushed: the
      // queries on screen ask again, so the bell and the lists catch up.
      onReconnected: () => {
        options.onReconnected?.();
        void client.refetchQueries({ include: 'active' });
      },
    }),
    cache: new InMemoryCache(),
  });
  return client;
}
