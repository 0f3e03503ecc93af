import { Injectable, Logger, Module, Global } from '@nestjs/common';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';

/**
 * A fact one feature records and others react to ("a request was created", "help was offered").
 * Each event class names itself once; publishers and handlers refer to the class, not a string.
 */
export interface DomainEventClass<E> {
  readonly eventName: string;
  new (...args: never[]): E;
}

/**
 * The in-process domain-event bus. Handlers run on the instance where the event happened, once
 * per event, whatever the number of instances: that is where rows are written (notifications,
 * queued mails). Live fan-out to sockets on every instance goes through the pub/sub engine
 * instead (PUB_SUB), which a row-writing handler must never listen to.
 */
@Injectable()
export class DomainEventBus {
  private readonly logger = new Logger('DomainEvents');

  constructor(private readonly emitter: EventEmitter2) {}

  /**
   * Runs every handler of the event and waits for all of them. A failing handler does not undo
   * what the publisher did, nor stop the other handlers: it is logged by name only (its message
   * may carry personal data) and the feature's own recovery (a sweeper job) takes over.
   * Resolves true when every handler succeeded.
   */
  async publish<E extends object>(event: E): Promise<boolean> {
    const name = (event.constructor as DomainEventClass<E>).eventName;
    if (!name) throw new Error('Domain events must be instances of a class with a static eventName');
    const results = await Promise.allSettled(this.emitter.listeners(name).map(async (listener) => listener(event)));
    for (const result of results) {
      if (result.status === 'rejected') {
        const error = result.reason instanceof Error ? result.reason : new Error('Non-error thrown');
        this.logger.error(`A handler of ${name} failed: ${error.name}`, error.stack?.split('\n').slice(1).join('\n'));
      }
    }
    return results.every((result) => result.status === 'fulfilled');
  }
}

/** Marks a method as a handler of a domain event; errors reach the bus, which logs them. */
export const OnDomainEvent = <E>(event: DomainEventClass<E>): MethodDecorator => OnEvent(event.eventName, { suppressErrors: false });

@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, ignoreErrors: false })],
  providers: [DomainEventBus],
  exports: [DomainEventBus],
})
export class DomainEventsModule {}
