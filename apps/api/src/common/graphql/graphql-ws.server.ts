import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLFormattedError } from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Metrics } from '../metrics/metrics';
import type { AuthContext } from '../auth/auth-context';
import { formatGraphqlError } from '../errors/format-graphql-error';
import { clientOf } from '../http/client-info';
import { checkCrossSite } from '../security/cross-site';
import { SecurityLog } from '../security/security-log';
import { buildGraphqlContext, type SocketExtra } from './graphql-context';
import { allValidationRules, GRAPHQL_PARSE_OPTIONS, SOCKET_LIMITS, variablesError } from './graphql-limits';

export const GRAPHQL_PATH = '/graphql';

/** Who may hold a socket: provided by the auth feature. */
export interface SocketGatekeeper {
  /**
   * Called on connection_init with the upgrade request. Returns the caller (and starts tracking
   * the socket for its session), or why it is refused.
   */
  admit(request: IncomingMessage, socket: WebSocket): Promise<{ auth: AuthContext } | { refused: 'unauthenticated' | 'too-many-sockets' }>;
}

export const SOCKET_GATEKEEPER = Symbol('SOCKET_GATEKEEPER');

/** Valid documents kept parsed for the socket path; clients send a handful. */
const DOCUMENT_CACHE_SIZE = 500;

/** 1013 "try again later": the client retries, and does not take it for an ended session. */
const CLOSE_TRY_AGAIN_LATER = 1013;

function tagged(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });
}

const REFUSAL_TEXTS = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' } as const;

/** Refuses an upgrade with a plain HTTP answer: no socket is ever opened. */
function refuseUpgrade(socket: Duplex, status: keyof typeof REFUSAL_TEXTS): void {
  const text = REFUSAL_TEXTS[status];
  const retry = status === 429 ? 'Retry-After: 1\r\n' : '';
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${retry}Content-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/**
 * GraphQL over graphql-ws on /graphql, with the same document limits as HTTP. Run here rather
 * than through Nest's `subscriptions` option, which offers no message size limit and no control
 * of the upgrade: a frame over 64 KiB closes the socket with 1009, a foreign Origin gets a 403
 * instead of a socket, a session holds a bounded number of sockets and a socket a bounded number
 * of subscriptions, and a socket that stays silent is closed after the init timeout.
 */
@Injectable()
export class GraphqlWsServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('GraphqlWs');
  private readonly trustedOrigins: ReadonlySet<string>;
  private readonly hideSuggestions: boolean;
  private readonly validationRules: ReturnType<typeof allValidationRules>;
  /**
   * Sockets from one client address that have not sent connection_init yet, at most
   * (SOCKETS_WAITING_PER_ADDRESS): more are refused with 429 before the upgrade. A browser sends it
   * at once, so even many users behind one carrier NAT hold few at a time.
   */
  private readonly maxWaitingPerAddress: number;
  private wss?: WebSocketServer;
  /** The admitted sockets' contexts, each holding its running subscriptions (for the metrics). */
  private readonly connected = new Set<Context<Record<string, unknown> | undefined, unknown>>();
  /** Documents that parsed and validated, by their text (the schema never changes at run time). */
  private readonly documents = new Map<string, DocumentNode>();
  private dispose?: () => void | Promise<void>;
  /**
   * Sockets not yet past connection_init, by client address (each may stay silent for the init
   * timeout before anyone knows who holds it), and how each one stops counting.
   */
  private readonly waitingByAddress = new Map<string, number>();
  private readonly stopWaiting = new WeakMap<WebSocket, () => void>();
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => this.upgrade(request, socket, head);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly schemaHost: GraphQLSchemaHost,
    private readonly securityLog: SecurityLog,
    @Inject(SOCKET_GATEKEEPER) private readonly gatekeeper: SocketGatekeeper,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: Metrics,
  ) {
    metrics.gauge('redhope_websockets_open', 'Open graphql-ws sockets', [], (set) => set({}, this.wss?.clients.size ?? 0));
    metrics.gauge('redhope_subscriptions_active', 'GraphQL subscriptions running on the open sockets', [], (set) => {
      let active = 0;
      for (const context of this.connected) active += Object.keys(context.subscriptions).length;
      set({}, active);
    });
    this.trustedOrigins = new Set(config.trustedOrigins);
    this.hideSuggestions = config.isProduction;
    this.validationRules = allValidationRules(config);
    this.maxWaitingPerAddress = config.auth.socketsWaitingPerAddress;
  }

  onApplicationBootstrap(): void {
    const schema = this.schemaHost.schema;
    const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_LIMITS.maxMessageBytes });
    const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
      errors.map((error) => formatGraphqlError(error.toJSON(), error, this.hideSuggestions));

    const server = useServer(
      {
        schema,
        context: buildGraphqlContext,
        connectionInitWaitTimeout: SOCKET_LIMITS.connectionInitTimeoutMs,
        onConnect: async (context: Context<Record<string, unknown> | undefined, unknown>) => {
          const extra = context.extra as SocketExtra;
          this.stopWaiting.get(extra.socket)?.();
          const admitted = await this.gatekeeper.admit(extra.request, extra.socket);
          if ('auth' in admitted) {
            extra.auth = admitted.auth;
            this.connected.add(context);
            return true;
          }
          if (admitted.refused === 'too-many-sockets') {
            this.securityLog.event('socket-refused', { reason: 'too-many-sockets' });
            // Closed before graphql-ws answers; its own close (4403) then finds the socket closing.
            extra.socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many connections for this session');
          }
          return false;
        },
        onSubscribe: (context: Context<Record<string, unknown> | undefined, unknown>, _id: string, payload: SubscribePayload) => {
          // The operation being subscribed is already counted.
          if (Object.keys(context.subscriptions).length > SOCKET_LIMITS.maxSubscriptionsPerSocket) {
            return [new GraphQLError(`At most ${SOCKET_LIMITS.maxSubscriptionsPerSocket} operations per connection`, { extensions: { code: 'BAD_REQUEST' } })];
          }
          const variables = variablesError(payload.variables);
          if (variables) return [variables];
          // Every client subscribes with the same few documents: parsed and validated once, and
          // one tree shared by every socket instead of a copy held by each.
          let document = this.documents.get(payload.query);
          if (!document) {
            try {
              document = parse(payload.query, GRAPHQL_PARSE_OPTIONS);
            } catch (error) {
              return [tagged(error instanceof GraphQLError ? error : new GraphQLError('Invalid query'), 'GRAPHQL_PARSE_FAILED')];
            }
            const errors = validate(schema, document, this.validationRules);
            if (errors.length > 0) return errors.map((error) => tagged(error, 'GRAPHQL_VALIDATION_FAILED'));
            this.remember(payload.query, document);
          }
          return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
        },
        onClose: (context) => {
          this.connected.delete(context);
        },
        onNext: (_context, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
        onError: (_context, _id, _payload, errors) => format(errors),
      },
      wss,
    );
    this.wss = wss;
    this.dispose = () => server.dispose();
    this.httpServer().on('upgrade', this.onUpgrade);
  }

  /**
   * Ends every socket with 1001 (going away), so clients reconnect to another instance, and takes
   * no new ones. It must run before Nest's shutdown hooks: Apollo's drain plugin closes the HTTP
   * server during GraphQLModule's onModuleDestroy, and that close waits for upgraded sockets
   * (main.ts calls this first; the hook below is for an app closed by other code, as in tests).
   * A client that does not answer the close handshake within `graceMs` is cut.
   */
  async closeSockets(graceMs = 2000): Promise<void> {
    this.httpServer().off('upgrade', this.onUpgrade);
    const dispose = this.dispose;
    this.dispose = undefined;
    if (!dispose) return;
    const wss = this.wss;
    const cut = setTimeout(() => {
      for (const socket of wss?.clients ?? []) socket.terminate();
    }, graceMs);
    try {
      await dispose();
    } finally {
      clearTimeout(cut);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.closeSockets();
  }

  /** Keeps a valid document, the oldest forgotten past DOCUMENT_CACHE_SIZE. */
  private remember(query: string, document: DocumentNode): void {
    if (this.documents.size >= DOCUMENT_CACHE_SIZE) this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(query, document);
  }

  private httpServer(): Server {
    return this.adapterHost.httpAdapter.getHttpServer() as Server;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const wss = this.wss;
    const path = (request.url ?? '').split('?')[0];
    if (!wss || path !== GRAPHQL_PATH) return refuseUpgrade(socket, 404);
    // A browser always sends Origin on a websocket; a page of another site must not ride the
    // visitor's cookies into a socket.
    const verdict = checkCrossSite({ method: 'GET', headers: request.headers }, this.trustedOrigins, true);
    if (!verdict.allowed) {
      this.securityLog.event('socket-refused', { reason: verdict.reason });
      return refuseUpgrade(socket, 403);
    }
    // Sockets that say nothing are cheap to open and each lasts the init timeout: bounded per address.
    const address = clientOf(request).ip;
    const waiting = this.waitingByAddress.get(address) ?? 0;
    if (waiting >= this.maxWaitingPerAddress) {
      this.securityLog.event('socket-refused', { reason: 'too-many-waiting' });
      return refuseUpgrade(socket, 429);
    }
    this.waitingByAddress.set(address, waiting + 1);
    let counted = true;
    const stopWaiting = () => {
      if (!counted) return;
      counted = false;
      const left = (this.waitingByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.waitingByAddress.set(address, left);
      else this.waitingByAddress.delete(address);
    };
    // A failed handshake closes the raw socket without a callback.
    socket.once('close', stopWaiting);
    wss.handleUpgrade(request, socket, head, (ws) => {
      this.stopWaiting.set(ws, stopWaiting);
      ws.once('close', stopWaiting);
      wss.emit('connection', ws, request);
      // graphql-ws prints every socket error with a stack trace; an oversized frame is the
      // client's doing (ws is already closing it with 1009), and must not flood the log.
      ws.removeAllListeners('error');
      ws.on('error', (error: Error & { code?: string }) => {
        if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
          this.securityLog.event('socket-refused', { reason: 'message-too-big' });
          return;
        }
        this.logger.warn(`Socket error: ${error.code ?? error.name}`);
        ws.terminate();
      });
    });
  }
}
