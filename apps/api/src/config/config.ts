import { isIP } from 'node:net';
import { DEFAULT_MATCH_RADIUS_KM, MAX_MATCH_RADIUS_KM, HARVEST_HELPS_PER_DAY, REPORTER_MIN_ACCOUNT_AGE_HOURS } from '@redhope/domain';
import { z } from 'zod';

/**
 * The one schema over the environment. Everything the app reads from process.env is read here,
 * validated once at start-up, and handed out as a typed, frozen object.
 */

const DEV_SECRET = 'redhope-development-secret-do-not-use-in-production';

/** The origins of the app and the Vite dev server on a developer's machine: never trusted in production by default. */
const DEV_CORS_ORIGINS = 'http://localhost:3000,http://localhost:5173';

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

/** A base64url string (no padding) that decodes to exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z.string().refine((value) => /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes, { message: `must be ${what}` });

const port = z.coerce.number().int().min(1).max(65535);
const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell us the client's address (X-Forwarded-For) and protocol: none by default,
 * so a client cannot pick the address its rate limits are counted against. A number trusts that
 * many hops in front of the app; a list trusts those proxies' addresses.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs${bad ? ` ("${bad}" is neither)` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Unset: 127.0.0.1 outside production, so a laptop's dev server is not on the café's Wi-Fi. */
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
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
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ACCESS_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REFRESH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).max(31_536_000).default(7_776_000),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  SESSIONS_PER_USER_MAX: z.coerce.number().int().min(1).max(1000).default(50),
  SOCKETS_WAITING_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  SIGNUPS_PER_ADDRESS_PER_10_MINUTES: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Unset: the two development origins outside production, none in production. */
  CORS_ORIGINS: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolean.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, 'must be a key prefix such as uploads/')
    .optional(),
  ASSISTANT_BASE_URL: url(['http:', 'https:']).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  ASSISTANT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(2),
  ASSISTANT_QUESTIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  ASSISTANT_PACE_MS: z.string().regex(/^\d{1,4}(-\d{1,4})?$/, 'must be milliseconds, as "20" or a range "15-30"').optional(),
  ASSISTANT_DONE_GAP_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  MATCH_RADIUS_KM: z.coerce.number().min(1).max(MAX_MATCH_RADIUS_KM).default(DEFAULT_MATCH_RADIUS_KM),
  MATCH_MAX_DONORS: z.coerce.number().int().min(1).max(10_000).default(200),
  REQUESTS_PER_USER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  HELPS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  REPORTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  HARVEST_HELPS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(HARVEST_HELPS_PER_DAY),
  REPORTER_MIN_ACCOUNT_AGE_HOURS: z.coerce.number().min(0).max(8760).default(REPORTER_MIN_ACCOUNT_AGE_HOURS),
  CAMPAIGN_RADIUS_KM: z.coerce.number().min(1).max(MAX_MATCH_RADIUS_KM).default(DEFAULT_MATCH_RADIUS_KM),
  CAMPAIGNS_PER_USER_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  CAMPAIGN_REPORTS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  AVATARS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  REQUESTS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CAMPAIGNS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  HELPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  REPORTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(100),
  ASSISTANT_QUESTIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  AVATARS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  SHARE_IMAGES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(600),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  GRAPHQL_RESPONSE_CACHE: boolean.default(true),
  /** Unset: 10 s in production (a load balancer's health check period), none elsewhere. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /** Unset: /metrics is open outside production and off in production. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Longer than the upstream keep-alive timeout of any proxy in front (compose's nginx: 5 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  PUSH_ENDPOINT_HOSTS: z.string().regex(/^(\*|\.?[a-z0-9.-]+(,\s*\.?[a-z0-9.-]+)*)$/i, 'must be * or a comma-separated list of host names (.suffix for a domain)').optional(),
  PUSH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  VAPID_PUBLIC_KEY: base64url(65, 'an uncompressed P-256 public key (65 bytes, base64url), as web-push generate-vapid-keys prints').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'a P-256 private key (32 bytes, base64url)').optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || url(['https:']).safeParse(value).success, { message: 'must be a mailto: address or an https: URL' })
    .optional(),
});

export type Environment = z.input<typeof schema>;

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Per-address limits count an IPv6 client by its network of this many bits (IPv4 by its address). */
  rateLimitIpv6Prefix: number;
  /**
   * What one client address (common/http/client-info.ts) may do, whatever the accounts: posting
   * requests and campaigns, helping, reporting (requests and campaigns together), asking the
   * assistant, uploading avatars, share-preview images drawn (not served from the cache). Generous: a campus or a camp puts many people behind one address.
   */
  addressLimits: { requestsPerDay: number; campaignsPerDay: number; helpsPerHour: number; reportsPerHour: number; questionsPerHour: number; avatarsPerHour: number; shareImagesPerHour: number };
  /** Avatars one user may upload per hour (each is decoded and re-encoded). */
  avatarsPerUserPerHour: number;
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
  /** The first gap before an e-mail that failed is tried again; later gaps double (up to an hour). */
  mailRetryDelaySeconds: number;
  auth: {
    accessTokenSecret: string;
    refreshTokenSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    /** A session ends this long after its login, however active it stays. */
    sessionMaxAgeSeconds: number;
    /** A used refresh token replayed within this many seconds is a race, not a theft. */
    refreshReuseGraceSeconds: number;
    /** Live sessions a user may have: a sign-in past it ends the least recently used ones. */
    sessionsPerUserMax: number;
    /** Websockets from one client address not yet past connection_init: more are refused with 429. */
    socketsWaitingPerAddress: number;
    /** Sign-ups from one client address in 10 minutes (each costs an argon2 hash). */
    signupsPerAddress: number;
  };
  corsOrigins: string[];
  /**
   * Origins trusted to send state-changing requests from another site: CORS_ORIGINS and the
   * PUBLIC_URL's origin. The app's own origin needs no entry.
   */
  trustedOrigins: string[];
  webDistDir?: string;
  uploadsDir: string;
  /** Set: uploaded images go to this S3-compatible bucket instead of `uploadsDir`. */
  s3?: S3Config;
  assistant: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    /** Longest wait for the external model's answer to start, and between two of its chunks. */
    timeoutMs: number;
    streamsPerUser: number;
    questionsPerHour: number;
    /** The built-in engine's pause between words (a range) and before [DONE]; none in tests. */
    pace: { minMs: number; maxMs: number; doneGapMs: number };
  };
  /** Who is alerted for a blood request: donors within `radiusKm`, at most `maxDonors`, nearest first. */
  matching: { radiusKm: number; maxDonors: number };
  /**
   * What one user may do on requests: post (each alerts up to `matching.maxDonors` people), help,
   * report; and `harvestHelpsPerDay` helps in 24 hours with none named a donor before they are refused
   * and surfaced to moderators (docs/product-rules.md, "Harvesting slowed").
   */
  requestLimits: { postsPerDay: number; helpsPerHour: number; reportsPerHour: number; harvestHelpsPerDay: number };
  /**
   * "My location" in the campaign feed: camps within `radiusKm` of the pincode. What one user may
   * do: share campaigns (each stores an image), report them.
   */
  campaigns: { radiusKm: number; postsPerDay: number; reportsPerHour: number };
  /** Whose reports weigh towards hiding a request or campaign: accounts at least this old (with a confirmed e-mail). */
  reports: { minAccountAgeHours: number };
  logLevel: 'error' | 'warn' | 'log' | 'debug' | 'verbose';
  /**
   * Public GraphQL answers (those whose cache hints make them public: the signed-out feed, a
   * pincode) kept and served again while their hints allow; in Redis with REDIS_URL, so every
   * instance shares them. Off only to measure or debug the uncached path.
   */
  graphqlResponseCache: boolean;
  /** SIGTERM: readiness 503 and serving on for drainMs, then sockets and hooks; exit before timeoutMs. */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * How long an idle HTTP connection is kept for its next request. Longer than a proxy's own
   * upstream keep-alive timeout, so the proxy always closes an idle connection first and never
   * sends a request on one the app is closing; after a drain the app keeps its idle connections
   * this long too (main.ts).
   */
  httpKeepAliveTimeoutMs: number;
  /** Bearer token for GET /metrics; without it /metrics is off in production. */
  metricsToken?: string;
  push: PushConfig;
}

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point browsers take as applicationServerKey. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for push services. */
  subject: string;
}

export interface PushConfig {
  /** From VAPID_*; unset outside production, where the keys are generated once into `keysFile`. */
  vapid?: VapidKeys;
  keysFile: string;
  /** Push endpoints must be https in production; http is let through elsewhere for a local push service. */
  allowHttpEndpoints: boolean;
  /** Hosts an endpoint may be on besides the known push services ('.x' a domain); null: any host (outside production by default). */
  endpointHosts: string[] | null;
  /** The first wait before a push the service could not take (5xx, 429, no answer) is tried again; later waits double. */
  retryDelaySeconds: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO); unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Prepended to every object key, so one bucket can serve several apps. */
  prefix: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Secrets that must be given explicitly in production. */
const PRODUCTION_REQUIRED = ['DATABASE_URL', 'ACCESS_TOKEN_SECRET', 'REFRESH_TOKEN_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

const VAPID_VARIABLES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** ASSISTANT_PACE_MS: "15-30" (a range) or "20" (fixed) milliseconds between words; "0" for none. */
function assistantPace(text: string, doneGapMs: number): { minMs: number; maxMs: number; doneGapMs: number } {
  const [minMs, maxMs = minMs] = text.split('-').map(Number);
  if (maxMs < minMs) throw new ConfigError(`Invalid configuration: ASSISTANT_PACE_MS "${text}" must be "min-max" with min <= max`);
  return { minMs, maxMs, doneGapMs };
}

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
  const s3 = s3Config(e);
  const vapidGiven = VAPID_VARIABLES.filter((name) => e[name] !== undefined);
  if (vapidGiven.length > 0 && vapidGiven.length < VAPID_VARIABLES.length) {
    throw new ConfigError(`Invalid configuration: ${VAPID_VARIABLES.join(', ')} must be set together`);
  }
  const shutdown = { drainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 10_000 : 0), timeoutMs: e.SHUTDOWN_TIMEOUT_MS };
  if (shutdown.drainMs >= shutdown.timeoutMs) {
    throw new ConfigError('Invalid configuration: SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS');
  }
  // After a drain the idle connections are left to their clients for up to the keep-alive timeout.
  if (shutdown.drainMs > 0 && shutdown.drainMs + e.HTTP_KEEP_ALIVE_TIMEOUT_MS >= shutdown.timeoutMs) {
    throw new ConfigError('Invalid configuration: SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS plus HTTP_KEEP_ALIVE_TIMEOUT_MS');
  }
  const corsOrigins = (e.CORS_ORIGINS ?? (isProduction ? '' : DEV_CORS_ORIGINS)).split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      if (!url(['http:', 'https:']).safeParse(origin).success) {
        throw new ConfigError(`Invalid configuration: CORS_ORIGINS entry "${origin}" is not an http(s) origin`);
      }
      // Browsers send the bare origin (no path, no trailing slash): compare like with like.
      return new URL(origin).origin;
    });
  const trustedOrigins = [...new Set([...corsOrigins, ...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).origin] : [])])];
  return Object.freeze({
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    trustProxy: e.TRUST_PROXY,
    rateLimitIpv6Prefix: e.RATE_LIMIT_IPV6_PREFIX,
    addressLimits: {
      requestsPerDay: e.REQUESTS_PER_ADDRESS_PER_DAY,
      campaignsPerDay: e.CAMPAIGNS_PER_ADDRESS_PER_DAY,
      helpsPerHour: e.HELPS_PER_ADDRESS_PER_HOUR,
      reportsPerHour: e.REPORTS_PER_ADDRESS_PER_HOUR,
      questionsPerHour: e.ASSISTANT_QUESTIONS_PER_ADDRESS_PER_HOUR,
      avatarsPerHour: e.AVATARS_PER_ADDRESS_PER_HOUR,
      shareImagesPerHour: e.SHARE_IMAGES_PER_ADDRESS_PER_HOUR,
    },
    avatarsPerUserPerHour: e.AVATARS_PER_USER_PER_HOUR,
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
    mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
    auth: {
      accessTokenSecret: e.ACCESS_TOKEN_SECRET ?? `${DEV_SECRET}-access`,
      refreshTokenSecret: e.REFRESH_TOKEN_SECRET ?? `${DEV_SECRET}-refresh`,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
      sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
      refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
      sessionsPerUserMax: e.SESSIONS_PER_USER_MAX,
      socketsWaitingPerAddress: e.SOCKETS_WAITING_PER_ADDRESS,
      signupsPerAddress: e.SIGNUPS_PER_ADDRESS_PER_10_MINUTES,
    },
    corsOrigins,
    trustedOrigins,
    webDistDir: e.WEB_DIST_DIR,
    uploadsDir: e.UPLOADS_DIR,
    s3,
    assistant: {
      baseUrl: e.ASSISTANT_BASE_URL,
      apiKey: e.ASSISTANT_API_KEY,
      model: e.ASSISTANT_MODEL,
      timeoutMs: e.ASSISTANT_TIMEOUT_MS,
      streamsPerUser: e.ASSISTANT_STREAMS_PER_USER,
      questionsPerHour: e.ASSISTANT_QUESTIONS_PER_HOUR,
      pace: assistantPace(e.ASSISTANT_PACE_MS ?? (e.NODE_ENV === 'test' ? '0' : '15-30'), e.ASSISTANT_DONE_GAP_MS ?? (e.NODE_ENV === 'test' ? 0 : 120)),
    },
    matching: { radiusKm: e.MATCH_RADIUS_KM, maxDonors: e.MATCH_MAX_DONORS },
    requestLimits: { postsPerDay: e.REQUESTS_PER_USER_PER_DAY, helpsPerHour: e.HELPS_PER_USER_PER_HOUR, reportsPerHour: e.REPORTS_PER_USER_PER_HOUR, harvestHelpsPerDay: e.HARVEST_HELPS_PER_DAY },
    campaigns: { radiusKm: e.CAMPAIGN_RADIUS_KM, postsPerDay: e.CAMPAIGNS_PER_USER_PER_DAY, reportsPerHour: e.CAMPAIGN_REPORTS_PER_USER_PER_HOUR },
    reports: { minAccountAgeHours: e.REPORTER_MIN_ACCOUNT_AGE_HOURS },
    logLevel: e.LOG_LEVEL,
    graphqlResponseCache: e.GRAPHQL_RESPONSE_CACHE,
    shutdown,
    httpKeepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    push: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT } : undefined,
      keysFile: '.data/vapid-keys.json',
      allowHttpEndpoints: !isProduction,
      endpointHosts:
        e.PUSH_ENDPOINT_HOSTS === '*' ? null : e.PUSH_ENDPOINT_HOSTS ? e.PUSH_ENDPOINT_HOSTS.split(',').map((host) => host.trim().toLowerCase()) : isProduction ? [] : null,
      retryDelaySeconds: e.PUSH_RETRY_DELAY_SECONDS,
    },
  });
}

/** The bucket driver is on when S3_BUCKET is set; its other variables make no sense alone. */
function s3Config(e: z.output<typeof schema>): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`Invalid configuration: S3_BUCKET must be set to use ${stray.join(', ')}`);
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    // S3-compatible servers (MinIO) address buckets by path; AWS by host name.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '',
  };
}

/** Injection token for the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');
