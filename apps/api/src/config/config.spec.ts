import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { fromRoot } from './paths';

/** A real key pair, as web-push's generate-vapid-keys makes one. */
const VAPID = (() => {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d as string };
})();
const VAPID_ENV = { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey, VAPID_SUBJECT: 'mailto:ops@redhope.in' };

describe('loadConfig', () => {
  it('has development defaults that need no .env', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database.url).toBeUndefined();
    expect(config.database.embedded).toEqual({ dir: '.data/pg', port: 5488 });
    expect(config.auth.accessTokenSecret).not.toBe(config.auth.refreshTokenSecret);
    expect(config.corsOrigins).toContain('http://localhost:5173');
  });

  it('drains for 10 s on shutdown in production only, and refuses a deadline shorter than the drain', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 0, timeoutMs: 30_000 });
    const secret = (c: string) => c.repeat(32);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: secret('a'), REFRESH_TOKEN_SECRET: secret('b'), ...VAPID_ENV };
    expect(loadConfig(production).shutdown).toEqual({ drainMs: 10_000, timeoutMs: 30_000 });
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdown.drainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '5000', SHUTDOWN_TIMEOUT_MS: '5000' })).toThrow(/SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/^Invalid configuration: SHUTDOWN_DRAIN_MS /);
  });

  it('keeps idle connections 10 s, and leaves room after a drain for them to end before the deadline', () => {
    expect(loadConfig({}).httpKeepAliveTimeoutMs).toBe(10_000);
    expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000', SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '80000' }).httpKeepAliveTimeoutMs).toBe(65_000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '20000' })).toThrow(/SHUTDOWN_TIMEOUT_MS must be longer than SHUTDOWN_DRAIN_MS plus HTTP_KEEP_ALIVE_TIMEOUT_MS/);
    // No drain, no wait: the deadline need not cover the keep-alive timeout.
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '5000' }).shutdown.timeoutMs).toBe(5000);
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '500' })).toThrow(/^Invalid configuration: HTTP_KEEP_ALIVE_TIMEOUT_MS /);
  });

  it("fits docker-compose's deploy: nginx closes an idle upstream connection before the app would, and the shutdown ends within the grace period", () => {
    const compose = readFileSync(fromRoot('docker-compose.yml'), 'utf8');
    // The app service sets none of these: production's defaults apply.
    expect(compose).not.toMatch(/^\s+(SHUTDOWN_DRAIN_MS|SHUTDOWN_TIMEOUT_MS|HTTP_KEEP_ALIVE_TIMEOUT_MS):/m);
    const secret = (c: string) => c.repeat(32);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: secret('a'), REFRESH_TOKEN_SECRET: secret('b'), ...VAPID_ENV });
    const nginxIdleMs = Number(/^\s+keepalive_timeout (\d+)s;$/m.exec(compose)?.[1]) * 1000;
    const graceMs = Number(/^\s+stop_grace_period: (\d+)s$/m.exec(compose)?.[1]) * 1000;
    expect(nginxIdleMs).toBeGreaterThan(0);
    expect(nginxIdleMs).toBeLessThan(config.httpKeepAliveTimeoutMs);
    expect(config.shutdown.drainMs + config.httpKeepAliveTimeoutMs).toBeLessThan(config.shutdown.timeoutMs);
    expect(config.shutdown.timeoutMs).toBeLessThan(graceMs);
  });

  it('names the variable in one line when a value is malformed', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not-a-url' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'not-a-url' })).toThrow(/^Invalid configuration: DATABASE_URL /);
    expect(() => loadConfig({ PORT: '99999' })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
  });

  it('trusts no other origin in production unless CORS_ORIGINS says so (the development origins only outside it)', () => {
    const secrets = { DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: 'a'.repeat(32), REFRESH_TOKEN_SECRET: 'b'.repeat(32), ...VAPID_ENV };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).corsOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).trustedOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, CORS_ORIGINS: 'https://app.redhope.in' }).corsOrigins).toEqual(['https://app.redhope.in']);
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });

  it('counts IPv6 clients by their /64 unless RATE_LIMIT_IPV6_PREFIX says otherwise', () => {
    expect(loadConfig({}).rateLimitIpv6Prefix).toBe(64);
    expect(loadConfig({ RATE_LIMIT_IPV6_PREFIX: '56' }).rateLimitIpv6Prefix).toBe(56);
    expect(() => loadConfig({ RATE_LIMIT_IPV6_PREFIX: '129' })).toThrow(/RATE_LIMIT_IPV6_PREFIX/);
  });

  it('refuses to start in production without the secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing configuration: DATABASE_URL, ACCESS_TOKEN_SECRET, REFRESH_TOKEN_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT must be set when NODE_ENV=production',
    );
    const secret = 'x'.repeat(32);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: secret, REFRESH_TOKEN_SECRET: secret, ...VAPID_ENV }),
    ).toThrow(/must differ/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      ACCESS_TOKEN_SECRET: secret,
      REFRESH_TOKEN_SECRET: 'y'.repeat(32),
      ...VAPID_ENV,
    });
    expect(ok.isProduction).toBe(true);
    expect(ok.push).toEqual({ vapid: { publicKey: VAPID.publicKey, privateKey: VAPID.privateKey, subject: 'mailto:ops@redhope.in' }, keysFile: '.data/vapid-keys.json', allowHttpEndpoints: false, endpointHosts: [], retryDelaySeconds: 10 });
  });

  it('treats empty strings as unset and parses lists and numbers', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '8080', CORS_ORIGINS: 'https://a.in, https://b.in ' });
    expect(config.database.url).toBeUndefined();
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://a.in', 'https://b.in']);
  });

  it('takes VAPID keys together and checks their shape, naming the variable', () => {
    expect(loadConfig({}).push.vapid).toBeUndefined();
    expect(loadConfig({}).push.allowHttpEndpoints).toBe(true);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT must be set together/);
    expect(() => loadConfig({ ...VAPID_ENV, VAPID_PUBLIC_KEY: VAPID.privateKey })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/);
    expect(() => loadConfig({ ...VAPID_ENV, VAPID_PRIVATE_KEY: 'not base64url!' })).toThrow(/^Invalid configuration: VAPID_PRIVATE_KEY /);
    expect(() => loadConfig({ ...VAPID_ENV, VAPID_SUBJECT: 'http://redhope.in' })).toThrow(/VAPID_SUBJECT must be a mailto: address or an https: URL/);
    expect(loadConfig({ ...VAPID_ENV, VAPID_SUBJECT: 'https://redhope.in/contact' }).push.vapid?.subject).toBe('https://redhope.in/contact');
    expect(loadConfig({}).push.endpointHosts).toBeNull();
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: 'push.example.in, .corp.example' }).push.endpointHosts).toEqual(['push.example.in', '.corp.example']);
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: '*' }).push.endpointHosts).toBeNull();
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'https://x' })).toThrow(/^Invalid configuration: PUSH_ENDPOINT_HOSTS /);
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_SECRET: 'short' })).toThrow(/ACCESS_TOKEN_SECRET must be at least 32/);
  });
});

describe('loadConfig: security settings', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: 'x'.repeat(32), REFRESH_TOKEN_SECRET: 'y'.repeat(32), ...VAPID_ENV };

  it('listens on 127.0.0.1 outside production and on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('trusts no proxy by default; a hop count or proxy addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16,loopback, ::1 ' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', '::1']);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    }
  });

  it('has a 2 s refresh reuse grace and a 90-day absolute session age by default', () => {
    const config = loadConfig({});
    expect(config.auth.refreshReuseGraceSeconds).toBe(2);
    expect(config.auth.sessionMaxAgeSeconds).toBe(90 * 24 * 3600);
    expect(loadConfig({ SESSION_MAX_AGE_SECONDS: '3600' }).auth.sessionMaxAgeSeconds).toBe(3600);
    expect(() => loadConfig({ SESSION_MAX_AGE_SECONDS: '10' })).toThrow(/SESSION_MAX_AGE_SECONDS/);
  });

  it('trusts CORS_ORIGINS and the PUBLIC_URL origin for cross-site requests, as browsers write origins', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.in/, https://B.in:443', PUBLIC_URL: 'https://redhope.in/app/' });
    expect(config.corsOrigins).toEqual(['https://a.in', 'https://b.in']);
    expect(config.trustedOrigins).toEqual(['https://a.in', 'https://b.in', 'https://redhope.in']);
  });
});

describe('loadConfig: uploads', () => {
  it('keeps images in a folder unless a bucket is named', () => {
    const config = loadConfig({});
    expect(config.uploadsDir).toBe('.data/uploads');
    expect(config.s3).toBeUndefined();
    expect(config.campaigns.radiusKm).toBe(25);
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, path-style for a custom endpoint', () => {
    const config = loadConfig({
      S3_BUCKET: 'redhope-uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'images',
    });
    expect(config.s3).toEqual({
      bucket: 'redhope-uploads',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'images/',
    });
    const aws = loadConfig({ S3_BUCKET: 'redhope-uploads', S3_REGION: 'ap-south-1' });
    expect(aws.s3).toMatchObject({ region: 'ap-south-1', forcePathStyle: false, prefix: '', credentials: undefined, endpoint: undefined });
    expect(loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('names the S3 variable that is wrong or alone', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow('Invalid configuration: S3_BUCKET must be set to use S3_ENDPOINT');
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/^Invalid configuration: S3_BUCKET /);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toThrow(/^Invalid configuration: S3_ENDPOINT /);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_PREFIX: '/abs/../x' })).toThrow(/^Invalid configuration: S3_PREFIX /);
    expect(() => loadConfig({ CAMPAIGN_RADIUS_KM: '500' })).toThrow(/CAMPAIGN_RADIUS_KM/);
  });
});
