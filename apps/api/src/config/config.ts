import { DEFAULT_MATCH_RADIUS_KM, MAX_MATCH_RADIUS_KM } from '@redhope/domain';
import { z } from 'zod';

/**
 * The one schema over the environment. Everything the app reads from process.env is read here,
 * validated once at start-up, and handed out as a typed, frozen object.
 */

const DEV_SECRET = 'redhope-development-secret-do-not-use-in-production';

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const port = z.coerce.number().int().min(1).max(65535);
const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_SSL: boolean.default(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  EMBEDDED_PG_DIR: z.string().min(1).default('.data/pg'),
  EMBEDDED_PG_PORT: port.default(5488),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Redhope <no-reply@redhope.local>'),
  ACCESS_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REFRESH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://localhost:5173'),
  WEB_DIST_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  ASSISTANT_BASE_URL: url(['http:', 'https:']).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  ASSISTANT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(2),
  ASSISTANT_QUESTIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  MATCH_RADIUS_KM: z.coerce.number().min(1).max(MAX_MATCH_RADIUS_KM).default(DEFAULT_MATCH_RADIUS_KM),
  MATCH_MAX_DONORS: z.coerce.number().int().min(1).max(10_000).default(200),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
});

export type Environment = z.input<typeof schema>;

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl?: string;
  database: {
    /** Unset: the app starts an embedded Postgres under `embedded.dir`. */
    url?: string;
    ssl: boolean;
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    embedded: { dir: string; port: number };
  };
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  auth: {
    accessTokenSecret: string;
    refreshTokenSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    /** A used refresh token replayed within this many seconds is a race, not a theft. */
    refreshReuseGraceSeconds: number;
  };
  corsOrigins: string[];
  webDistDir?: string;
  uploadsDir: string;
  assistant: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    /** Longest wait for the external model's answer to start, and between two of its chunks. */
    timeoutMs: number;
    streamsPerUser: number;
    questionsPerHour: number;
  };
  /** Who is alerted for a blood request: donors within `radiusKm`, at most `maxDonors`, nearest first. */
  matching: { radiusKm: number; maxDonors: number };
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Secrets that must be given explicitly in production. */
const PRODUCTION_REQUIRED = ['DATABASE_URL', 'ACCESS_TOKEN_SECRET', 'REFRESH_TOKEN_SECRET'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Treat empty strings as unset, as shells and compose files often export them.
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = PRODUCTION_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(`Missing configuration: ${missing.join(', ')} must be set when NODE_ENV=production`);
    }
  }
  if (e.ACCESS_TOKEN_SECRET && e.ACCESS_TOKEN_SECRET === e.REFRESH_TOKEN_SECRET) {
    throw new ConfigError('Invalid configuration: REFRESH_TOKEN_SECRET must differ from ACCESS_TOKEN_SECRET');
  }
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!url(['http:', 'https:']).safeParse(origin).success) {
      throw new ConfigError(`Invalid configuration: CORS_ORIGINS entry "${origin}" is not an http(s) origin`);
    }
  }
  return Object.freeze({
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL,
    database: {
      url: e.DATABASE_URL,
      ssl: e.DATABASE_SSL,
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      embedded: { dir: e.EMBEDDED_PG_DIR, port: e.EMBEDDED_PG_PORT },
    },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    auth: {
      accessTokenSecret: e.ACCESS_TOKEN_SECRET ?? `${DEV_SECRET}-access`,
      refreshTokenSecret: e.REFRESH_TOKEN_SECRET ?? `${DEV_SECRET}-refresh`,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    },
    corsOrigins,
    webDistDir: e.WEB_DIST_DIR,
    uploadsDir: e.UPLOADS_DIR,
    assistant: {
      baseUrl: e.ASSISTANT_BASE_URL,
      apiKey: e.ASSISTANT_API_KEY,
      model: e.ASSISTANT_MODEL,
      timeoutMs: e.ASSISTANT_TIMEOUT_MS,
      streamsPerUser: e.ASSISTANT_STREAMS_PER_USER,
      questionsPerHour: e.ASSISTANT_QUESTIONS_PER_HOUR,
    },
    matching: { radiusKm: e.MATCH_RADIUS_KM, maxDonors: e.MATCH_MAX_DONORS },
    logLevel: e.LOG_LEVEL,
  });
}

/** Injection token for the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
