import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/config';

type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * Every response header the app sets for security, in one place: helmet's set, CORS, and the
 * cache rule for personal data. The security-headers e2e suite pins the exact result.
 */

export function helmetOptions(config: AppConfig): HelmetOptions {
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

/**
 * helmet's headers for the options above, computed once at start-up: they depend on the
 * configuration only (no directive is a function of the request), so every response gets the
 * same map instead of helmet rebuilding its middleware and its policy text per request.
 */
export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.freeze(headers);
}

export function corsOptions(config: AppConfig): CorsOptions {
  const allowed = new Set(config.corsOrigins);
  return {
    // Same-origin requests carry no Origin (or our own); others must be on the allowlist.
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'apollo-require-preflight', 'x-apollo-operation-name', 'authorization', 'idempotency-key'],
    maxAge: 600,
  };
}

/** Answers about a person (REST and GraphQL) must not stay in a shared computer's cache. */
export const API_PATH_PREFIXES = ['/api/', '/graphql'] as const;
export const API_CACHE_CONTROL = 'no-store';

export function isApiPath(url: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}
