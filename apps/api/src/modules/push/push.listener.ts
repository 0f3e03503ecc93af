import { Injectable } from '@nestjs/common';
import { DomainEventHandlers, OnDomainEvent } from '../../common/events/domain-events';
import { NotificationsWrittenEvent } from '../notifications';
import { RequestCancelledEvent, RequestFulfilledEvent } from '../requests';
import { PushService } from './push.service';

/**
 * Web Push is fed by the notifications: whatever reaches an in-app list goes to the recipient's
 * devices too. A request that closes also replaces its alert on the devices of the donors it
 * alerted. Each handler only queues jobs (one per device, in one transaction); a handler run
 * again after a lost acknowledgement queues them again, and the device shows the second push in
 * place of the first (same tag), so a repeat costs a push, not a second notification.
 */
@Injectable()
@DomainEventHandlers()
export class PushListener {
  constructor(private readonly push: PushService) {}

  @OnDomainEvent(NotificationsWrittenEvent)
  async pushNotifications({ notifications }: NotificationsWrittenEvent): Promise<void> {
    await this.push.queueNotifications(notifications);
  }

  /** The helpers get their own "request fulfilled" (same tag); the other alerted donors get "no longer needed". */
  @OnDomainEvent(RequestFulfilledEvent)
  async fulfilled({ request, helperIds }: RequestFulfilledEvent): Promise<void> {
    await this.push.queueClosed(request, true, helperIds);
  }

  /** The alerted donors and the helpers (some found it without an alert, and may be on their way) get "no longer needed". */
  @OnDomainEvent(RequestCancelledEvent)
  async cancelled({ request, helperIds = [] }: RequestCancelledEvent): Promise<void> {
    await this.push.queueClosed(request, false, [], helperIds);
  }
}
