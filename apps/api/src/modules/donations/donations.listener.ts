import { Injectable } from '@nestjs/common';
import { donationComponentFor } from '@redhope/domain';
import { DataSource } from 'typeorm';
import { DomainEventHandlers, OnDomainEvent } from '../../common/events/domain-events';
import { DonorsConfirmedEvent, RequestFulfilledEvent, type RequestFacts } from '../requests';
import { DonorSettingsChangedEvent } from '../users';
import { DonationsService } from './donations.service';

/**
 * The record follows what others say: the donors an owner named go into it, and a donor's
 * settings move their reminder. Each handler is idempotent (one donation per donor and request;
 * the reminder is made to match the state as it is when the handler runs).
 */
@Injectable()
@DomainEventHandlers()
export class DonationsListener {
  constructor(
    private readonly donations: DonationsService,
    private readonly dataSource: DataSource,
  ) {}

  @OnDomainEvent(RequestFulfilledEvent)
  async recordFulfilled({ request, donorIds = [], donatedOn }: RequestFulfilledEvent): Promise<void> {
    if (donatedOn) await this.recordAll(request, donorIds, donatedOn);
  }

  @OnDomainEvent(DonorsConfirmedEvent)
  async recordConfirmed({ request, donorIds, donatedOn }: DonorsConfirmedEvent): Promise<void> {
    await this.recordAll(request, donorIds, donatedOn);
  }

  @OnDomainEvent(DonorSettingsChangedEvent)
  async followSettings({ userId }: DonorSettingsChangedEvent): Promise<void> {
    await this.dataSource.transaction((manager) => this.donations.syncReminder(manager, userId));
  }

  private async recordAll(request: RequestFacts, donorIds: readonly string[], donatedOn: string): Promise<void> {
    for (const userId of donorIds) {
      await this.donations.recordDonation({
        userId,
        donatedOn,
        component: donationComponentFor(request.component),
        place: request.hospitalName ?? request.district,
        kind: 'request',
        requestId: request.id,
      });
    }
  }
}
