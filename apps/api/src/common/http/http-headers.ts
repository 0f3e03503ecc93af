import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../config/config';

type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * Every response header the app sets for security, in one place: helmet's set, CORS, and the
 * cache rule for personal data. The security-headers e2e suite pins the exact result.
 */

export function helmetOptions(config: AppConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chakra (Emotion) and GraphiQL's editor inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the page's own ws:/wss: origin too; no other host may be reached.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // frame-ancestors for current browsers, X-Frame-Options for the rest.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

export function corsOptions(config: AppConfig): CorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    // Same-origin requests carry no Origin (or our own); others must be on the allowlist.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name', 'authorization'],
    maxAge: 600,
  };
}

/** Answers about a person (REST and GraphQL) must not stay in a shared computer's cache. */
export const API_PATH_PREFIXES = ['/api/', '/graphql'] as const;
export const API_CACHE_CONTROL = 'no-store';
