import { Injectable, Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DomainEventBus, DomainEventsModule, OnDomainEvent } from './domain-events';

class ThingHappened {
  static readonly eventName = 'test.thing-happened';
  constructor(readonly id: string) {}
}

@Injectable()
class Recorder {
  readonly seen: string[] = [];

  @OnDomainEvent(ThingHappened)
  async record(event: ThingHappened): Promise<void> {
    await Promise.resolve();
    this.seen.push(event.id);
  }
}

@Injectable()
class Failing {
  @OnDomainEvent(ThingHappened)
  fail(): void {
    throw new Error('asha@example.com is in this message');
  }
}

describe('DomainEventBus', () => {
  it('runs each handler once per event and waits for it, even when another handler fails', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [DomainEventsModule], providers: [Recorder, Failing] }).compile();
    const logged: string[] = [];
    moduleRef.useLogger(false);
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
    await moduleRef.init();
    const bus = moduleRef.get(DomainEventBus);

    expect(await bus.publish(new ThingHappened('a'))).toBe(false);
    await bus.publish(new ThingHappened('b'));

    expect(moduleRef.get(Recorder).seen).toEqual(['a', 'b']);
    expect(logged).toEqual(['A handler of test.thing-happened failed: Error', 'A handler of test.thing-happened failed: Error']);
    expect(logged.join()).not.toContain('asha@example.com');
    await moduleRef.close();
  });

  it('reports success when every handler succeeded', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [DomainEventsModule], providers: [Recorder] }).compile();
    await moduleRef.init();
    expect(await moduleRef.get(DomainEventBus).publish(new ThingHappened('c'))).toBe(true);
    expect(moduleRef.get(Recorder).seen).toEqual(['c']);
    await moduleRef.close();
  });

  it('refuses an event that is not an instance of a named event class', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [DomainEventsModule] }).compile();
    await moduleRef.init();
    await expect(moduleRef.get(DomainEventBus).publish({ id: 'x' })).rejects.toThrow(/static eventName/);
    await moduleRef.close();
  });
});
