import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AppError } from '../errors/app-error';
import { SecurityLog } from '../security/security-log';

/** A plain budget: `points` calls per key in each window of `windowSeconds`. */
export interface RateLimitPolicy {
  /** Names the limiter in store keys and in logs, e.g. 'register-ip'. */
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Failures with growing delays: `freeFailures` within the window cost nothing; each failure after
 * that makes the key wait `baseDelaySeconds`, doubled per further failure, up to `maxDelaySeconds`.
 * A slowed key is never locked for longer than that, and other keys are not slowed at all.
 */
export interface BackoffPolicy {
  name: string;
  freeFailures: number;
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/** RATE_LIMITED, with how long to wait (REST sends it as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED');
  }
}

export interface RateLimit {
  /** Counts one call for the key; throws RateLimitedError when its budget is spent. */
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface BackoffLimit {
  /** Throws RateLimitedError while the key is waiting out a delay. */
  check(key: string): Promise<void>;
  /** Counts a failure; past the free ones, starts the key's next (longer) delay. */
  fail(key: string): Promise<void>;
  /** Forgets the key's failures (after a success). */
  reset(key: string): Promise<void>;
}

/** At most `max` things held at once per key (streams open), each held for up to `leaseSeconds` unless renewed. */
export interface ConcurrencyPolicy {
  name: string;
  max: number;
  leaseSeconds: number;
}

export interface Lease {
  /** Gives the slot back; safe to call more than once. */
  release(): void;
}

export interface ConcurrencyLimit {
  /** A slot for the key, or undefined when `max` are held already. */
  acquire(key: string): Promise<Lease | undefined>;
  /** How many slots the key holds now. */
  held(key: string): Promise<number>;
}

/**
 * Takes a slot in a sorted set of leases scored by expiry, atomically: expired leases (of an
 * instance that died holding them) are dropped first, then the count is checked.
 * KEYS[1] the set; ARGV: now (ms), lease length (ms), max, lease id.
 */
const ACQUIRE_LEASE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** Large enough that counting failures never rejects by itself; the delay limiter does that. */
const UNLIMITED = 1_000_000_000;

function secondsUntil(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Rate limits shared by every instance: on Redis when REDIS_URL is set (with an in-memory
 * insurance limiter per policy, so a Redis outage degrades to per-instance limits instead of
 * failing requests), in memory otherwise. Keys are pseudonymised before they reach any store,
 * so neither Redis nor the logs hold an e-mail or an IP address.
 */
@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis?: Redis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly securityLog: SecurityLog,
  ) {
    if (config.redisUrl) {
      // No offline queue: while Redis is unreachable a command fails at once and the insurance
      // limiter answers, instead of requests waiting for a reconnection.
      const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // Once per outage, not once per reconnection attempt.
      let down = false;
      redis.on('error', (error: Error) => {
        if (!down) this.logger.error(`Redis unavailable, limits are per instance until it is back: ${error.message}`);
        down = true;
      });
      redis.on('ready', () => {
        if (down) this.logger.log('Redis is back: limits are shared again');
        down = false;
      });
      this.redis = redis;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    // quit() waits for a connection that may never come; disconnect() also stops reconnecting.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }

  limit(policy: RateLimitPolicy): RateLimit {
    const limiter = this.store(`${policy.name}`, policy.points, policy.windowSeconds);
    return {
      consume: async (key) => {
        const storeKey = this.securityLog.pseudonym(key);
        try {
          await limiter.consume(storeKey);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          // Once per key and window, not once per refused request: a flood must not flood the log.
          if (rejection.consumedPoints === policy.points + 1) this.securityLog.event('rate-limited', { policy: policy.name, key: storeKey });
          throw new RateLimitedError(secondsUntil(rejection));
        }
      },
      reset: async (key) => {
        await limiter.delete(this.securityLog.pseudonym(key));
      },
    };
  }

  backoff(policy: BackoffPolicy): BackoffLimit {
    const failures = this.store(`${policy.name}:failures`, UNLIMITED, policy.windowSeconds);
    // One point: block() marks a key as waiting, get() reads how long it still waits.
    const delays = this.store(`${policy.name}:delay`, 1, policy.maxDelaySeconds);
    return {
      check: async (key) => {
        const waiting = await delays.get(this.securityLog.pseudonym(key));
        if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) throw new RateLimitedError(secondsUntil(waiting));
      },
      fail: async (key) => {
        const storeKey = this.securityLog.pseudonym(key);
        const counted = await failures.penalty(storeKey, 1);
        const over = counted.consumedPoints - policy.freeFailures;
        if (over <= 0) return;
        const delay = Math.min(policy.baseDelaySeconds * 2 ** Math.min(over - 1, 30), policy.maxDelaySeconds);
        await delays.block(storeKey, delay);
        this.securityLog.event('rate-limited', { policy: policy.name, key: storeKey, failures: counted.consumedPoints, delaySeconds: delay });
      },
      reset: async (key) => {
        const storeKey = this.securityLog.pseudonym(key);
        await Promise.all([failures.delete(storeKey), delays.delete(storeKey)]);
      },
    };
  }

  /**
   * Things held at once per key, shared by every instance through Redis (a lease per holder,
   * renewed while held, so a dead instance's slots free themselves), counted in this instance
   * while Redis is unreachable.
   */
  concurrency(policy: ConcurrencyPolicy): ConcurrencyLimit {
    const local = new Map<string, number>();
    const leaseMs = policy.leaseSeconds * 1000;
    const takeLocally = (storeKey: string): Lease | undefined => {
      const held = local.get(storeKey) ?? 0;
      if (held >= policy.max) return undefined;
      local.set(storeKey, held + 1);
      return once(() => {
        const left = (local.get(storeKey) ?? 1) - 1;
        if (left > 0) local.set(storeKey, left);
        else local.delete(storeKey);
      });
    };
    return {
      acquire: async (key) => {
        const storeKey = `redhope:cc:${policy.name}:${this.securityLog.pseudonym(key)}`;
        const redis = this.redis;
        if (!redis || redis.status !== 'ready') return takeLocally(storeKey);
        const id = randomUUID();
        let taken: unknown;
        try {
          taken = await redis.eval(ACQUIRE_LEASE, 1, storeKey, Date.now(), leaseMs, policy.max, id);
        } catch {
          return takeLocally(storeKey);
        }
        if (taken !== 1) return undefined;
        const renew = setInterval(() => void redis.zadd(storeKey, Date.now() + leaseMs, id).catch(() => undefined), leaseMs / 3);
        renew.unref();
        return once(() => {
          clearInterval(renew);
          void redis.zrem(storeKey, id).catch(() => undefined);
        });
      },
      held: async (key) => {
        const storeKey = `redhope:cc:${policy.name}:${this.securityLog.pseudonym(key)}`;
        const redis = this.redis;
        if (redis?.status === 'ready') {
          const count = await redis.zcount(storeKey, Date.now(), '+inf').catch(() => undefined);
          if (count !== undefined) return count;
        }
        return local.get(storeKey) ?? 0;
      },
    };
  }

  private store(name: string, points: number, duration: number): RateLimiterAbstract {
    const keyPrefix = `redhope:rl:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({ storeClient: this.redis, keyPrefix, points, duration, insuranceLimiter: memory });
  }
}

/** A lease whose release runs once, however often it is called. */
function once(release: () => void): Lease {
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      release();
    },
  };
}
