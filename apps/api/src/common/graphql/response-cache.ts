import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLRequestListener, type GraphQLServerContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
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
import type { FormattedExecutionResult } from 'graphql';
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

/** A cache read slower than this counts as a miss: the answer is computed instead of waited for. */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/** Shared by every instance: the generation of kept answers (see GraphqlResponseCache.forget). */
const GENERATION_KEY = 'redhope:graphql-answers:generation';
const GENERATION_TOPIC = 'graphql.answers-forgotten';
const KEY_PREFIX = 'redhope:graphql-answer:';

/**
 * Kept answers in Redis, so that every instance shares them. It never makes a request wait for
 * Redis: commands are not queued while it is unreachable (they fail at once), each has a short
 * timeout, and a failed read is a miss, a failed write is skipped. The log gets one line when
 * Redis goes and one when it comes back, not one per request.
 */
class RedisAnswers {
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
      return (await this.redis.get(KEY_PREFIX + key)) ?? undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(KEY_PREFIX + key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    } catch {
      // Not kept: the next visitor computes it again.
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

  close(): void {
    this.redis.disconnect();
  }
}

/** A public answer, kept: its result (frozen, shared by every request it answers) and its policy. */
interface KeptAnswer {
  result: FormattedExecutionResult;
  policy: { maxAge: number; scope: 'PUBLIC' };
  keptAt: number;
}

/**
 * Answers kept in this instance's memory, the oldest dropped first: a page of 20 camps is about
 * 14 KB, the largest (100 camps) about 70 KB, so at most some 35 MB.
 */
const MEMORY_ANSWERS_MAX = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Public GraphQL answers served again while their cache hints allow (common/graphql/cache-control.ts),
 * to requests without a session: an Apollo plugin, the equal of @apollo/server-plugin-response-cache
 * with one difference that matters for the home page. That plugin keeps answers as JSON text and
 * parses it on every hit, and Apollo then serializes the parsed answer again: measured on the feed,
 * that was more than a third of a cached answer's cost. Here each instance keeps the answer itself
 * (frozen, so every request can share it, and its JSON made once: `stringifyResult` in
 * graphql-options.ts), for as long as its maxAge; with REDIS_URL the JSON also goes to Redis, so an
 * answer one instance computed is parsed once by each other instance instead of computed again.
 *
 * What is kept: a query's answer without errors whose policy (Apollo's cache-control plugin, from
 * the hints of every field in it) is cacheable and PUBLIC, under its query's hash, operation name,
 * variables and the generation below. A hit sets the same policy (hence the same Cache-Control)
 * and an `age` header, as the official plugin does.
 *
 * `forget()` makes every kept answer stale (a write that changes what a public answer shows): the
 * generation is part of every key, so forgetting is moving on to keys nothing was kept under. With
 * Redis the generation is shared: the forgetting instance increments it there and announces it on
 * the pub/sub, so every instance reads and writes the same keys again moments later (and one that
 * missed the announcement still stops at the answers' maxAge).
 */
@Injectable()
@Plugin()
export class GraphqlResponseCache implements ApolloServerPlugin<GraphqlContext>, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly enabled: boolean;
  private readonly redis: RedisAnswers | undefined;
  /** Oldest first (re-inserted when kept again), at most MEMORY_ANSWERS_MAX. */
  private readonly memory = new Map<string, KeptAnswer>();
  private generation = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RESPONSE_CACHE_OPTIONS) private readonly options: ResponseCacheOptions,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {
    this.enabled = config.graphqlResponseCache;
    this.redis = this.enabled && config.redisUrl ? new RedisAnswers(config.redisUrl) : undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.redis) return;
    await this.pubSub.subscribe(GENERATION_TOPIC, (generation: number) => this.advanceTo(generation), {});
    this.advanceTo((await this.redis.currentGeneration()) ?? 0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.close();
  }

  private advanceTo(generation: number): void {
    if (Number.isSafeInteger(generation) && generation > this.generation) this.generation = generation;
  }

  /** Every answer kept so far is stale: on this instance at once, on the others moments later. */
  forget(): void {
    this.generation++;
    this.memory.clear();
    const redis = this.redis;
    if (!redis) return;
    void redis
      .nextGeneration()
      .then(async (shared) => {
        if (shared === undefined) return;
        this.advanceTo(shared);
        await this.pubSub.publish(GENERATION_TOPIC, shared);
      })
      .catch(() => undefined);
  }

  async requestDidStart(): Promise<GraphQLRequestListener<GraphqlContext> | void> {
    if (!this.enabled) return;
    let key: string | undefined;
    let hit: KeptAnswer | undefined;
    return {
      responseForOperation: async (context) => {
        if (context.operation.operation !== 'query' || this.options.hasSession(context.contextValue.req)) return null;
        key = `${context.queryHash}:${context.operationName ?? ''}:${JSON.stringify(context.request.variables ?? {})}:${this.generation}`;
        hit = await this.read(key);
        if (!hit) return null;
        context.overallCachePolicy.replace(hit.policy);
        return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: hit.result } };
      },
      willSendResponse: async ({ response, overallCachePolicy }) => {
        if (hit) {
          response.http.headers.set('age', String(Math.max(0, Math.round((Date.now() - hit.keptAt) / 1000))));
          return;
        }
        const body = response.body;
        const policy = overallCachePolicy.policyIfCacheable();
        if (!key || body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data || policy?.scope !== 'PUBLIC') return;
        const kept: KeptAnswer = { result: deepFreeze(body.singleResult), policy: { maxAge: policy.maxAge, scope: 'PUBLIC' }, keptAt: Date.now() };
        this.remember(key, kept);
        void this.redis?.set(key, JSON.stringify(kept), policy.maxAge);
      },
    };
  }

  /** The kept answer for a key, from this instance's memory, else from Redis (then kept here too). */
  private async read(key: string): Promise<KeptAnswer | undefined> {
    const now = Date.now();
    const kept = this.memory.get(key);
    if (kept && now < kept.keptAt + kept.policy.maxAge * 1000) return kept;
    if (kept) this.memory.delete(key);
    const text = await this.redis?.get(key);
    if (text === undefined) return undefined;
    try {
      const shared = JSON.parse(text) as KeptAnswer;
      if (!(now < shared.keptAt + shared.policy.maxAge * 1000)) return undefined;
      const answer = { ...shared, result: deepFreeze(shared.result) };
      this.remember(key, answer);
      return answer;
    } catch {
      return undefined;
    }
  }

  private remember(key: string, kept: KeptAnswer): void {
    this.memory.delete(key);
    this.memory.set(key, kept);
    if (this.memory.size > MEMORY_ANSWERS_MAX) this.memory.delete(this.memory.keys().next().value as string);
  }
}

/**
 * Apollo's cache-control plugin (cache hints to each answer's policy and Cache-Control header),
 * run for requests without a session only. An answer to a request with a session is never
 * cacheable (it may hold the viewer's own data, and the response cache never keeps it), and the
 * plugin's hook on every resolved field was measured at a third of the CPU of a 20-camp feed:
 * such answers skip it and keep the `no-store` every API answer starts with.
 */
@Injectable()
@Plugin()
export class VisitorCacheControl implements ApolloServerPlugin<GraphqlContext> {
  private readonly plugin = ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }) as unknown as ApolloServerPlugin<GraphqlContext>;

  constructor(@Inject(RESPONSE_CACHE_OPTIONS) private readonly options: ResponseCacheOptions) {}

  async serverWillStart(service: GraphQLServerContext): Promise<void> {
    await this.plugin.serverWillStart?.(service);
  }

  async requestDidStart(requestContext: GraphQLRequestContext<GraphqlContext>): Promise<GraphQLRequestListener<GraphqlContext> | void> {
    if (this.options.hasSession(requestContext.contextValue.req)) return;
    return this.plugin.requestDidStart?.(requestContext);
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
      providers: [{ provide: RESPONSE_CACHE_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory }, GraphqlResponseCache, VisitorCacheControl],
      exports: [GraphqlResponseCache],
    };
  }
}
