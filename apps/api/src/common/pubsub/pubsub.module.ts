import { EventEmitter } from 'node:events';
import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { APP_CONFIG, type AppConfig } from '../../config/config';

export const PUB_SUB = Symbol('PUB_SUB');

/**
 * Live events. In-process by default; with REDIS_URL, Redis pub/sub, so that every instance of
 * the app delivers every event to its own subscribers. Payloads cross Redis as JSON: dates arrive
 * as strings, so subscribers must not rely on Date instances.
 */
@Injectable()
class PubSubLifecycle implements OnApplicationShutdown {
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine & { close?: () => Promise<unknown> }) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pubSub.close?.();
  }
}

async function createPubSub(config: AppConfig): Promise<PubSubEngine> {
  if (!config.redisUrl) {
    // One listener per subscription: their number is bounded by the socket limits, not by
    // Node's leak warning (10).
    const eventEmitter = new EventEmitter();
    eventEmitter.setMaxListeners(0);
    return new PubSub({ eventEmitter });
  }
  const [{ RedisPubSub }, { Redis }] = await Promise.all([
    import('graphql-redis-subscriptions'),
    import('ioredis'),
  ]);
  const logger = new Logger('PubSub');
  const connect = () => {
    const client = new Redis(config.redisUrl as string, { maxRetriesPerRequest: 3, lazyConnect: true });
    client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
    return client;
  };
  const publisher = connect();
  const subscriber = connect();
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return new RedisPubSub({ publisher, subscriber });
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
