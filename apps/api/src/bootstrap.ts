import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppLogger } from './common/app-logger';
import { HttpExceptionFilter } from './common/rest/http-exception.filter';
import type { AppConfig } from './config/config';
import { fromRoot } from './config/paths';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export const API_PREFIX = 'api/v1';

function logLevels(config: AppConfig): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1);
}

/** Builds the whole application (not yet listening). Shared by main.ts and the e2e tests. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: true, bodyLimit: 1_048_576, logger: false });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), adapter, {
    logger: new AppLogger(logLevels(config)),
  });

  app.setGlobalPrefix(API_PREFIX);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (Emotion) and GraphiQL's editor inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  });
  const allowed = new Set(config.corsOrigins);
  app.enableCors({
    // Same-origin requests carry no Origin (or our own); others must be on the allowlist.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name', 'authorization'],
    maxAge: 600,
  });

  const webDist = fromRoot(config.webDistDir ?? 'apps/web/dist');
  const graphiqlDist = join(webDist, '..', 'dist-graphiql');
  let spaIndex: string | undefined;
  if (existsSync(join(webDist, 'index.html'))) {
    spaIndex = readFileSync(join(webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each file: sent by the request's Accept-Encoding
      // (with `vary: accept-encoding`), the plain file to a client that takes neither.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/: cache it for a year.
        void res.header('cache-control', path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const instance = app.getHttpAdapter().getInstance();
    instance.get('/', (_request, reply) => {
      void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(spaIndex);
    });
  }
  if (!config.isProduction && existsSync(join(graphiqlDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: graphiqlDist, prefix: '/graphiql/', decorateReply: false, preCompressed: true });
    app.getHttpAdapter().getInstance().get('/graphiql', (_request, reply) => {
      void reply.redirect('/graphiql/', 302);
    });
  }
  app.useGlobalFilters(new HttpExceptionFilter(spaIndex));
  await app.init();
  return app;
}
