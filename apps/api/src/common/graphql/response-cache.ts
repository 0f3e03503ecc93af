import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, type KeyValueCache, type KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { Plugin } from '@nestjs/apollo';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OptionalFactoryDependency,
} from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PUB_SUB } from '../pubsub/pubsub.module';
import type { GraphqlContext } from './graphql-context';

export interface ResponseCacheOptions {
  /**
   * Whether the request carries a session. Only requests without one read and write the cache: a
   * public answer is the same for every such visitor, while a signed-in viewer's answer may hold
   * their own flags (and is never marked public by its hints anyway).
   */
  hasSession(request: GraphqlContext['req']): boolean;
}

const RESPONSE_CACHE_OPTIONS = Symbol('RESPONSE_CACHE_OPTIONS');

/** Answers kept in memory (without Redis): their JSON text, at most this many bytes in all. */
const MEMORY_CACHE_BYTES = 16 * 1024 * 1024;

/** A cache read slower than this counts as a miss: the answer is computed instead of waited for. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Shared by every instance: the generation of kept answers (see GraphqlResponseCache.forget). */
const GENERATION_KEY = 'redhope:graphql-answers:generation';
const GENERATION_TOPIC = 'graphql.answers-forgotten';

/**
 * Apollo's KeyValueCache over Redis, so that every instance shares the answers. It never makes a
 * request wait for Redis: commands are not queued while it is unreachable (they fail at once),
 * each has a short timeout, and a failed read is a miss, a failed write is skipped. The log gets
 * one line when Redis goes and one when it comes back, not one per request.
 */
class RedisKeyValueCache implements KeyValueCache<string> {
  private readonly logger = new Logger('ResponseCache');
  private readonly redis: Redis;
  private available = true;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
    this.redis.on('error', () => this.unavailable());
    this.redis.on('ready', () => {
      if (!this.available) this.logger.log('Redis is back: GraphQL answers are shared again');
      this.available = true;
    });
    this.redis.connect().catch(() => this.unavailable());
  }

  private unavailable(): void {
    if (this.available) this.logger.warn('Redis unreachable: GraphQL answers are computed, not cached, until it is back');
    this.available = false;
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl;
    // An answer without a lifetime is never kept: every cacheable answer has a maxAge.
    if (!ttl || ttl <= 0) return;
    try {
      await this.redis.set(key, value, 'EX', Math.ceil(ttl));
    } catch {
      // Not kept: the next visitor computes it again.
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await this.redis.del(key)) > 0;
    } catch {
      return false;
    }
  }

  /** The shared generation after one more forget, or undefined when Redis cannot say. */
  async nextGeneration(): Promise<number | undefined> {
    try {
      return await this.redis.incr(GENERATION_KEY);
    } catch {
      return undefined;
    }
  }

  async currentGeneration(): Promise<number | undefined> {
    try {
      const value = await this.redis.get(GENERATION_KEY);
      return value === null ? 0 : Number(value);
    } catch {
      return undefined;
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Public GraphQL answers served again while their cache hints allow (src/common/graphql/cache-control.ts):
 * Apollo's response cache plugin, for requests without a session, with its cache in Redis when
 * REDIS_URL is set (shared by every instance) and in memory otherwise.
 *
 * `forget()` makes every kept answer stale (a write that changes what a public answer shows): a
 * generation number is part of every key, so forgetting is moving on to keys nothing was kept
 * under. With Redis the generation is shared: the forgetting instance increments it there and
 * announces it on the pub/sub, so every instance reads and writes the same keys again moments
 * later (and an instance that missed the announcement still stops at the answers' maxAge).
 */
@Injectable()
@Plugin()
export class GraphqlResponseCache implements ApolloServerPlugin<GraphqlContext>, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly cache: InMemoryLRUCache<string> | RedisKeyValueCache | undefined;
  private readonly plugin: ApolloServerPlugin<GraphqlContext> | undefined;
  private generation = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RESPONSE_CACHE_OPTIONS) options: ResponseCacheOptions,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {
    if (!config.graphqlResponseCache) return;
    this.cache = config.redisUrl ? new RedisKeyValueCache(config.redisUrl) : new InMemoryLRUCache<string>({ maxSize: MEMORY_CACHE_BYTES });
    // A subscription sent over HTTP never gets here (Apollo refuses it), and the socket runs no
    // Apollo plugin: only HTTP queries are cached.
    const visitor = async ({ contextValue }: GraphQLRequestContext<GraphqlContext>) => !options.hasSession(contextValue.req);
    this.plugin = responseCachePlugin<GraphqlContext>({
      cache: this.cache,
      sessionId: async () => null,
      extraCacheKeyData: async () => this.generation,
      shouldReadFromCache: visitor,
      shouldWriteToCache: visitor,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!(this.cache instanceof RedisKeyValueCache)) return;
    await this.pubSub.subscribe(GENERATION_TOPIC, (generation: number) => this.advanceTo(generation), {});
    this.advanceTo((await this.cache.currentGeneration()) ?? 0);
  }

  private advanceTo(generation: number): void {
    if (Number.isSafeInteger(generation) && generation > this.generation) this.generation = generation;
  }

  /** Every answer kept so far is stale: on this instance at once, on the others moments later. */
  forget(): void {
    this.generation++;
    if (!(this.cache instanceof RedisKeyValueCache)) return;
    void this.cache.nextGeneration().then(async (shared) => {
      if (shared === undefined) return;
      this.advanceTo(shared);
      await this.pubSub.publish(GENERATION_TOPIC, shared);
    }).catch(() => undefined);
  }

  async requestDidStart(requestContext: GraphQLRequestContext<GraphqlContext>): Promise<GraphQLRequestListener<GraphqlContext> | void> {
    return this.plugin?.requestDidStart?.(requestContext);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.cache instanceof RedisKeyValueCache) await this.cache.close();
  }
}

/**
 * The response cache, for every module to reach (`forget()` after a write). Given how to tell a
 * request with a session, by the composition root, as Nest's async module options go: shared code
 * does not know the session cookies, the auth feature does.
 */
@Module({})
export class GraphqlResponseCacheModule {
  static forRootAsync(options: {
    imports?: ModuleMetadata['imports'];
    inject?: (InjectionToken | OptionalFactoryDependency)[];
    useFactory: (...args: never[]) => ResponseCacheOptions;
  }): DynamicModule {
    return {
      module: GraphqlResponseCacheModule,
      global: true,
      imports: options.imports ?? [],
      providers: [{ provide: RESPONSE_CACHE_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory }, GraphqlResponseCache],
      exports: [GraphqlResponseCache],
    };
  }
}
