import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/config';
import { SecurityLog } from '../security/security-log';
import { RateLimitService, RateLimitedError, type BackoffPolicy } from './rate-limit.service';

const BACKOFF: BackoffPolicy = { name: 'test-backoff', freeFailures: 3, windowSeconds: 3600, baseDelaySeconds: 1, maxDelaySeconds: 4 };

function service(env: Record<string, string> = {}): RateLimitService {
  const config = loadConfig(env);
  return new RateLimitService(config, new SecurityLog(config));
}

async function retryAfter(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof RateLimitedError)) throw new Error(`expected RateLimitedError, got ${String(error)}`);
  expect(error.code).toBe('RATE_LIMITED');
  return error.retryAfterSeconds;
}

describe('RateLimitService (in memory)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('spends a budget per key and says how long to wait', async () => {
    const limit = service().limit({ name: 'test-budget', points: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) await limit.consume('a');
    const wait = await retryAfter(limit.consume('a'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await limit.consume('b');
    await limit.reset('a');
    await limit.consume('a');
  });

  it('lets the free failures pass, then doubles the delay up to the maximum', async () => {
    const backoff = service().backoff(BACKOFF);
    for (let i = 0; i < 3; i++) {
      await backoff.check('k');
      await backoff.fail('k');
    }
    await backoff.check('k');
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await backoff.fail('k');
      waits.push(await retryAfter(backoff.check('k')));
    }
    expect(waits).toEqual([1, 2, 4, 4]);
    await backoff.check('other');
    await backoff.reset('k');
    await backoff.check('k');
  });

  it('logs a refusal once per key and window, with a pseudonym instead of the key', async () => {
    const limit = service().limit({ name: 'test-log', points: 1, windowSeconds: 60 });
    await limit.consume('asha@example.com|10.1.2.3');
    for (let i = 0; i < 3; i++) await retryAfter(limit.consume('asha@example.com|10.1.2.3'));
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^rate-limited policy=test-log key=[0-9a-f]{24}$/);
  });
});

describe('RateLimitService with Redis unreachable', () => {
  it('falls back to its in-memory insurance limiter instead of failing the request', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // Nothing listens on port 1.
    const limits = service({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const limit = limits.limit({ name: 'test-insured', points: 2, windowSeconds: 60 });
      await limit.consume('a');
      await limit.consume('a');
      await retryAfter(limit.consume('a'));
      const backoff = limits.backoff(BACKOFF);
      for (let i = 0; i < 4; i++) await backoff.fail('k');
      expect(await retryAfter(backoff.check('k'))).toBe(1);
    } finally {
      await limits.onApplicationShutdown();
      errors.mockRestore();
      warn.mockRestore();
    }
  });
});
