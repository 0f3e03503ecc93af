import { Global, Injectable, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { JOBS_SCHEMA, JobsService, type RetryPolicy } from '../jobs/jobs.service';

/**
 * A fact one feature records and others react to ("a request was created", "help was offered").
 * Each event class names itself once; publishers and handlers refer to the class, not a string.
 * An event is stored as JSON until it is delivered, so its fields are plain data (strings,
 * numbers, booleans, arrays and objects of those): ids and what handlers need, never an entity.
 */
export interface DomainEventClass<E> {
  readonly eventName: string;
  new (...args: never[]): E;
}

export interface DomainEventHandlerOptions {
  /**
   * Names the handler's queue (default `Class.method`). Jobs already recorded wait in that
   * queue, so give the old name here when renaming a class or method that has live events.
   */
  id?: string;
  /** Default: 20 more runs, 1 s apart then doubling, at most 15 minutes apart (about 4 hours). */
  retry?: RetryPolicy;
}

interface HandlerMetadata extends DomainEventHandlerOptions {
  event: DomainEventClass<object>;
}

/** Marks a provider whose methods handle domain events: the bus finds it by this mark. */
export const DomainEventHandlers = DiscoveryService.createDecorator<Record<string, never>>();

const HandlesEvent = DiscoveryService.createDecorator<HandlerMetadata>();

/**
 * Marks a method (of a class marked `@DomainEventHandlers()`) as a handler of an event. It runs
 * once per event, on some instance, after the change that recorded the event committed; a throw
 * retries it later, so it must be idempotent (the same event may arrive twice).
 */
export const OnDomainEvent = <E extends object>(event: DomainEventClass<E>, options: DomainEventHandlerOptions = {}): MethodDecorator =>
  HandlesEvent({ event: event as DomainEventClass<object>, ...options });

export const DEFAULT_EVENT_RETRY: RetryPolicy = { limit: 20, delaySeconds: 1, backoff: true, maxDelaySeconds: 900 };

/** The queue of one handler: `events/<event name>/<handler id>`. */
export function eventQueueName(eventName: string, handlerId: string): string {
  return `events/${eventName}/${handlerId}`;
}

/**
 * Domain events with a transactional outbox. `record` writes one job per handler of the event
 * inside the caller's transaction (pg-boss's own insert, on the caller's connection), so the
 * event exists if and only if the change that caused it commits. Each handler has its own queue:
 * the commit wakes the workers at once (LISTEN/NOTIFY), one instance runs the handler, and a
 * failure is retried with backoff without running the other handlers again. Live fan-out (the
 * pub/sub) happens inside handlers, after delivery.
 */
@Injectable()
export class DomainEventBus implements OnModuleInit {
  private readonly logger = new Logger('DomainEvents');
  private readonly queuesByEvent = new Map<string, string[]>();

  constructor(
    private readonly jobs: JobsService,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** Finds every handler and gives it a queue, before the job workers start. */
  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: DomainEventHandlers.KEY })) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const metadata = this.discovery.getMetadataByDecorator(HandlesEvent, wrapper, method);
        if (!metadata?.event) continue;
        const { eventName } = metadata.event;
        const queue = eventQueueName(eventName, metadata.id ?? `${prototype.constructor.name}.${method}`);
        const event = metadata.event;
        this.jobs.register<object>({
          name: queue,
          // The method is looked up at each run, on the provider's instance.
          handler: async (data) => {
            await (instance[method] as (event: object) => unknown).call(instance, Object.assign(Object.create(event.prototype) as object, data));
          },
          retry: metadata.retry ?? DEFAULT_EVENT_RETRY,
          concurrency: 4,
          notify: true,
          // A handler whose process dies mid-run is retried within about 20 s, not after its timeout.
          heartbeatSeconds: 10,
          // Events can name people: a delivered one is kept an hour for diagnostics, then deleted.
          keepCompletedSeconds: 3600,
        });
        this.queuesByEvent.set(eventName, [...(this.queuesByEvent.get(eventName) ?? []), queue]);
      }
    }
    this.logger.debug(`${[...this.queuesByEvent.values()].flat().length} event handlers`);
  }

  /**
   * Records an event in the caller's transaction: it is delivered to every handler if and only if
   * that transaction commits. Refuses to run outside a transaction, where a crash between the
   * change and the event would lose the event.
   */
  async record<E extends object>(manager: EntityManager, event: E): Promise<void> {
    const name = (event.constructor as Partial<DomainEventClass<E>>).eventName;
    if (!name) throw new Error('Domain events must be instances of a class with a static eventName');
    if (!manager.queryRunner?.isTransactionActive) throw new Error(`${name} must be recorded inside the transaction of the change that caused it`);
    const data = JSON.parse(JSON.stringify(event)) as object;
    for (const queue of this.queuesByEvent.get(name) ?? []) {
      await this.jobs.sendInTransaction(manager, queue, [{ data }]);
    }
  }

  /**
   * Erases the events that mention a user whose account is being deleted (in that transaction):
   * every delivered or given-up event that names them, and the waiting events about their own
   * requests, which die with them. A waiting event that merely lists them (as one donor among
   * many) is left to be delivered to the others; its handler skips recipients that are gone.
   */
  async eraseMentionsOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM "${JOBS_SCHEMA}"."job"
        WHERE "name" LIKE 'events/%' AND "data"::text LIKE '%' || $1::text || '%'
          AND ("state" IN ('completed', 'failed', 'cancelled')
               OR ("state" IN ('created', 'retry') AND "data"->'request'->>'requestedBy' = $1::text))`,
      [userId],
    );
  }

  /** The queues of an event's handlers (for tests and diagnostics). */
  queuesOf(event: DomainEventClass<object>): string[] {
    return [...(this.queuesByEvent.get(event.eventName) ?? [])];
  }
}

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEventBus],
  exports: [DomainEventBus],
})
export class DomainEventsModule {}
