import { ConfigError, loadConfig } from './config';

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

  it('names the variable in one line when a value is malformed', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not-a-url' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'not-a-url' })).toThrow(/^Invalid configuration: DATABASE_URL /);
    expect(() => loadConfig({ PORT: '99999' })).toThrow(/PORT/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
  });

  it('refuses to start in production without the secrets, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing configuration: DATABASE_URL, ACCESS_TOKEN_SECRET, REFRESH_TOKEN_SECRET must be set when NODE_ENV=production',
    );
    const secret = 'x'.repeat(32);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ACCESS_TOKEN_SECRET: secret, REFRESH_TOKEN_SECRET: secret }),
    ).toThrow(/must differ/);
    const ok = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      ACCESS_TOKEN_SECRET: secret,
      REFRESH_TOKEN_SECRET: 'y'.repeat(32),
    });
    expect(ok.isProduction).toBe(true);
  });

  it('treats empty strings as unset and parses lists and numbers', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '8080', CORS_ORIGINS: 'https://a.in, https://b.in ' });
    expect(config.database.url).toBeUndefined();
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://a.in', 'https://b.in']);
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_SECRET: 'short' })).toThrow(/ACCESS_TOKEN_SECRET must be at least 32/);
  });
});
