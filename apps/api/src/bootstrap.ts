import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DEFAULT_ERROR_MESSAGES } from '@redhope/domain';
import type { FastifyReply } from 'fastify';
import { AppModule } from './app.module';
import { GRAPHQL_PATH, GraphqlWsServer } from './common/graphql/graphql-ws.server';
import { AppLogger } from './common/app-logger';
import { Lifecycle } from './common/lifecycle/lifecycle';
import { Metrics } from './common/metrics/metrics';
import { API_CACHE_CONTROL, corsOptions, isApiPath, securityHeaders } from './common/http/http-headers';
import { envelope } from './common/rest/envelope';
import { EnvelopeFastifyAdapter } from './common/rest/envelope.adapter';
import { HttpExceptionFilter } from './common/rest/http-exception.filter';
import { acceptOriginalClientInput } from './common/rest/rest-input';
import type { AppConfig } from './config/config';
import { fromRoot } from './config/paths';
import { readFirstScreenTexts, readRoutePreloads, registerSharePages } from './modules/share';
import { AuthCookies, AuthService } from './modules/auth';
import { registerUploads } from './modules/uploads';
import { configureClientAddresses } from './common/http/client-info';
import { stopAccepting } from './common/http/stop-accepting';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export const API_PREFIX = 'api/v1';

/** An X-Request-Id taken as given: a plain token, nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function logLevels(config: AppConfig): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1);
}

/** Fastify takes a hop count too, but Nest's adapter types do not: the same rule as a function. */
function trustProxy(config: AppConfig): boolean | string[] | ((address: string, hop: number) => boolean) {
  const setting = config.trustProxy;
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the whole application (not yet listening). Shared by main.ts and the e2e tests. */
/**
 * Prometheus metrics (common/metrics): every HTTP answer's duration by route pattern (never the
 * raw URL, which holds ids), and GET /metrics for the scraper (404 when off, 401 without the token).
 */
function serveMetrics(app: NestFastifyApplication): void {
  const metrics = app.get(Metrics);
  const instance = app.getHttpAdapter().getInstance();
  instance.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  instance.get('/metrics', async (request, reply) => {
    if (!metrics.enabled) return reply.code(404).header('content-type', 'application/json; charset=utf-8').send(envelope(404, { code: 'NOT_FOUND' }, DEFAULT_ERROR_MESSAGES.NOT_FOUND));
    if (!metrics.allows(request.headers.authorization)) {
      return reply.code(401).header('content-type', 'application/json; charset=utf-8').send(envelope(401, { code: 'UNAUTHENTICATED' }, DEFAULT_ERROR_MESSAGES.UNAUTHENTICATED));
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}

export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  // 64 KiB of request headers (Node's default is 16): the assistant's GET carries the question in
  // the URL, read up to ASSISTANT_PROMPT_READ_MAX_LENGTH characters for danger signs, and 5,000
  // Hindi characters are about 45 KB once percent-encoded (docker-compose's nginx allows as much).
  // Every REST handler's result leaves in the envelope (src/common/rest/envelope.adapter.ts).
  configureClientAddresses(config.trustProxy, config.rateLimitIpv6Prefix);
  const headers = securityHeaders(config);
  const adapter = new EnvelopeFastifyAdapter({
    trustProxy: trustProxy(config),
    bodyLimit: 1_048_576,
    logger: false,
    http: { maxHeaderSize: 65_536 },
    // A request on a connection accepted before a shutdown closed the listener is served, not
    // refused with Fastify's own 503: the drain (main.ts) is what turns new work away.
    return503OnClosing: false,
    // Fastify's default is 72 s; longer than a proxy's upstream keep-alive timeout (config.ts).
    keepAliveTimeout: config.httpKeepAliveTimeoutMs,
    // Every request gets an id (a proxy's X-Request-Id when it is a plain token, else a new UUID),
    // returned as X-Request-Id and written with an unexpected error, to match a report to the log.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // The router's own refusals (a path parameter past maxParamLength: 414; a broken percent-escape:
    // 400) in the envelope, never echoing the URL.
    frameworkErrors: (error: { code?: string }, _request: unknown, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
      void reply
        .code(status)
        .headers(headers)
        .header('cache-control', API_CACHE_CONTROL)
        .header('content-type', 'application/json; charset=utf-8')
        .send(envelope(status, { code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST' }, status === 414 ? 'URI too long' : status === 400 ? DEFAULT_ERROR_MESSAGES.BAD_REQUEST : DEFAULT_ERROR_MESSAGES.INTERNAL));
    },
  });
  const instance = adapter.getInstance();
  // Only JSON bodies (and multipart, once uploads register it): the form encodings a page of
  // another site can send without a preflight (urlencoded, text/plain) have no parser, so Fastify
  // refuses them (415, answered as BAD_REQUEST) before any route runs.
  instance.removeContentTypeParser('text/plain');
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
    logger: new AppLogger(logLevels(config), config.isProduction),
    bodyParser: false,
  });

  app.setGlobalPrefix(API_PREFIX);
  acceptOriginalClientInput(app, API_PREFIX);
  await app.register(fastifyCookie);
  // Multipart bodies (REST and GraphQL uploads) and GET /uploads/<file>; before the routes exist.
  // A GraphQL upload is read before the guards run: it is refused unread without a live session.
  const [auth, cookies] = [app.get(AuthService), app.get(AuthCookies)];
  await registerUploads(app, { graphqlPath: GRAPHQL_PATH, signedIn: async (request) => (await auth.verifyAccessToken(cookies.readAccess(request))) !== null });
  // helmet's headers, made once (src/common/http/http-headers.ts), on every answer, and the cache
  // rule for answers about people; a synchronous hook, so no promise per request.
  instance.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    void reply.header('x-request-id', request.id);
    if (isApiPath(request.url)) void reply.header('cache-control', API_CACHE_CONTROL);
    done();
  });
  // Once the app is closing (its listener closed, main.ts), every answer ends its connection:
  // the client or proxy opens its next one elsewhere and no connection is left for it to reuse.
  const closing = app.get(Lifecycle).closingSignal;
  instance.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing.aborted) void reply.header('connection', 'close');
    done();
  });
  app.enableCors(corsOptions(config));
  serveMetrics(app);

  const webDist = fromRoot(config.webDistDir ?? 'apps/web/dist');
  const graphiqlDist = join(webDist, '..', 'dist-graphiql');
  // Every page answer is the client's index.html with the page's preview tags in <head>: a
  // request's or campaign's own (modules/share), the product's for every other page.
  const indexHtml = existsSync(join(webDist, 'index.html')) ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  // The chunks of a request page's route, which that page's HTML lists as module preloads.
  const routePreloadsFile = join(webDist, 'route-preloads.json');
  const routePreloads = readRoutePreloads(existsSync(routePreloadsFile) ? readFileSync(routePreloadsFile, 'utf8') : undefined);
  // The texts of the first screens the server writes into home's and an open request's HTML.
  const firstScreenFile = join(webDist, 'first-screen.json');
  const firstScreens = readFirstScreenTexts(existsSync(firstScreenFile) ? readFileSync(firstScreenFile, 'utf8') : undefined);
  const spaIndex = registerSharePages(app, indexHtml, routePreloads, firstScreens);
  if (spaIndex !== undefined) {
    const fingerprinted = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each file: sent by the request's Accept-Encoding
      // (with `vary: accept-encoding`), the plain file to a client that takes neither.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/: cache it for a year. Everything else (the
        // service worker sw.js, manifest.webmanifest, offline.html, icons) is asked again each time.
        void res.header('cache-control', path.startsWith(fingerprinted) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (!config.isProduction && existsSync(join(graphiqlDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: graphiqlDist, prefix: '/graphiql/', decorateReply: false, preCompressed: true });
    instance.get('/graphiql', (_request, reply) => {
      void reply.redirect('/graphiql/', 302);
    });
  }
  app.useGlobalFilters(new HttpExceptionFilter(spaIndex, app.get(Metrics)));
  await app.init();
  return app;
}

/**
 * Closes the app: assistant streams end with their closing event, every websocket closes (1001,
 * going away), then Nest's hooks run. Apollo's drain
 * plugin closes the HTTP server during GraphQLModule's onModuleDestroy and that close waits for
 * upgraded sockets, so they must be gone before the hooks run (main.ts after its drain; tests).
 *
 * With `handOverMs` (main.ts after a drain: the keep-alive timeout), the listener closes first, so
 * reconnecting sockets and new connections go to another instance, and the open HTTP connections
 * are not cut: each ends after its next answer or once its client has left it idle, and the hooks
 * run when the last has ended or `handOverMs` has passed (stop-accepting.ts). Without it, idle
 * connections are closed at once.
 */
export async function closeApp(app: INestApplication, { handOverMs }: { handOverMs?: number } = {}): Promise<void> {
  const ended = handOverMs === undefined ? undefined : stopAccepting(app.getHttpServer() as Server);
  app.get(Lifecycle).close();
  await app.get(GraphqlWsServer).closeSockets();
  if (ended) {
    let timer: NodeJS.Timeout | undefined;
    // Every connection idle since before the listener closed has timed out by then; what is left
    // is still answering, and Nest's close waits for it.
    await Promise.race([ended, new Promise((resolve) => (timer = setTimeout(resolve, handOverMs)))]);
    clearTimeout(timer);
  }
  await app.close();
}
