import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEventBus } from '../events/domain-events';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from './personal-data';

/**
 * Domain events in the queue that mention the user (common/events): nothing to export (they are
 * deliveries in flight, not records); an erasure removes them with DomainEventBus.eraseMentionsOf.
 */
@PersonalData()
@Injectable()
export class EventMentionsPersonalData implements PersonalDataOwner {
  constructor(private readonly events: DomainEventBus) {}

  async export(): Promise<PersonalDataSections> {
    return {};
  }

  async erase(userId: string, manager: EntityManager): Promise<void> {
    await this.events.eraseMentionsOf(manager, userId);
  }
}
