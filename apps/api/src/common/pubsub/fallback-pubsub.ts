import type { Logger } from '@nestjs/common';
import { PubSub, PubSubEngine } from 'graphql-subscriptions';
import type { RedisPubSub } from 'graphql-redis-subscriptions';
import type { Redis } from 'ioredis';

/** How long a publish may wait for Redis before the event goes to this instance's subscribers. */
const PUBLISH_TIMEOUT_MS = 500;

/**
 * Redis pub/sub that never makes a request wait on Redis and never loses an event for this
 * instance's own subscribers. Each subscription listens on Redis and in process; each event goes
 * through Redis while it is up (every instance delivers it), else in process only (this instance
 * delivers it), so no subscriber gets one event twice. The subscribing connection queues its
 * SUBSCRIBE until Redis is reachable and re-subscribes after every reconnection.
 */
export class FallbackPubSub extends PubSubEngine {
  private readonly local: PubSub;
  private readonly subscriptions = new Map<number, { local: number; remote: Promise<number | undefined> }>();
  private nextId = 0;
  private degraded = false;

  constructor(
    private readonly remote: RedisPubSub,
    private readonly publisher: Redis,
    private readonly logger: Logger,
    local: PubSub,
  ) {
    super();
    this.local = local;
    publisher.on('ready', () => {
      if (this.degraded) this.logger.log('Redis is back: live events reach every instance again');
      this.degraded = false;
    });
  }

  /** Whether Redis answers now (readiness reports the instance not ready while it does not). */
  get redisReachable(): boolean {
    return this.publisher.status === 'ready';
  }

  async publish(trigger: string, payload: unknown): Promise<void> {
    if (this.publisher.status === 'ready') {
      try {
        await withTimeout(this.remote.publish(trigger, payload), PUBLISH_TIMEOUT_MS);
        return;
      } catch (error) {
        this.unavailable(error);
      }
    } else {
      this.unavailable();
    }
    // As it would arrive through Redis (JSON: dates become strings), so subscribers see one shape.
    await this.local.publish(trigger, JSON.parse(JSON.stringify(payload)) as unknown);
  }

  async subscribe(trigger: string, onMessage: (message: unknown) => void, options?: object): Promise<number> {
    const id = this.nextId++;
    const local = await this.local.subscribe(trigger, onMessage);
    // Not awaited: while Redis is down the SUBSCRIBE waits in the connection's queue.
    const remote = this.remote.subscribe(trigger, onMessage, options).catch((error: unknown) => {
      this.unavailable(error);
      return undefined;
    });
    this.subscriptions.set(id, { local, remote });
    return id;
  }

  unsubscribe(id: number): void {
    const subscription = this.subscriptions.get(id);
    if (!subscription) return;
    this.subscriptions.delete(id);
    this.local.unsubscribe(subscription.local);
    void subscription.remote.then((remoteId) => {
      if (remoteId !== undefined) this.remote.unsubscribe(remoteId);
    });
  }

  async close(): Promise<void> {
    // quit() waits for a connection that may never come; disconnect() also stops reconnecting.
    await Promise.all(
      [this.remote.getPublisher(), this.remote.getSubscriber()].map(async (client) => {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }),
    );
  }

  /** One warning per outage, not one per event. */
  private unavailable(error?: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    const reason = error instanceof Error ? `: ${error.message}` : '';
    this.logger.warn(`Redis unreachable${reason}; live events reach this instance's subscribers only until it is back`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
