import { EventEmitter, once } from 'node:events';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { FallbackPubSub } from './fallback-pubsub';

export const PUB_SUB = Symbol('PUB_SUB');

/** How long start-up waits for Redis before it serves with in-process events. */
const STARTUP_WAIT_MS = 3000;

/**
 * Live events. In-process by default; with REDIS_URL, Redis pub/sub, so that every instance of
 * the app delivers every event to its own subscribers (and, while Redis is unreachable, this
 * instance's events to its own subscribers: FallbackPubSub). Payloads cross Redis as JSON: dates arrive
 * as strings, so subscribers must not rely on Date instances.
 */
@Injectable()
class PubSubLifecycle implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine & { close?: () => Promise<unknown> }) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pubSub.close?.();
  }
}

function inProcess(): PubSub {
  // One listener per subscription: their number is bounded by the socket limits, not by Node's
  // leak warning (10).
  const eventEmitter = new EventEmitter();
  eventEmitter.setMaxListeners(0);
  return new PubSub({ eventEmitter });
}

async function createPubSub(config: AppConfig): Promise<PubSubEngine> {
  if (!config.redisUrl) return inProcess();
  const [{ RedisPubSub }, { Redis }] = await Promise.all([
    import('graphql-redis-subscriptions'),
    import('ioredis'),
  ]);
  const logger = new Logger('PubSub');
  const watch = (client: InstanceType<typeof Redis>, role: string) => {
    // Once per outage, not once per reconnection attempt.
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) logger.error(`Redis at REDIS_URL unreachable (${role}): ${error.message}`);
      down = true;
    });
    client.on('ready', () => {
      if (down) logger.log(`Redis is back (${role})`);
      down = false;
    });
    return client;
  };
  // Publishing never waits: no queue while Redis is unreachable (FallbackPubSub delivers in
  // process instead). Subscribing waits as long as it takes: the SUBSCRIBE stays queued until
  // Redis is back, and every reconnection re-subscribes.
  const publisher = watch(new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }), 'publishing');
  const subscriber = watch(new Redis(config.redisUrl, { maxRetriesPerRequest: null }), 'subscribing');
  // Starting with Redis down starts in the fallback (after a short wait), and uses Redis once it comes.
  await Promise.race([once(publisher, 'ready'), new Promise((resolve) => setTimeout(resolve, STARTUP_WAIT_MS).unref())]).catch(() => undefined);
  const remote = new RedisPubSub({ publisher, subscriber });
  return new FallbackPubSub(remote, publisher, logger, inProcess());
}

@Global()
@Module({
  providers: [
    { provide: PUB_SUB, inject: [APP_CONFIG], useFactory: createPubSub },
    PubSubLifecycle,
  ],
  exports: [PUB_SUB],
})
export class PubSubModule {}
