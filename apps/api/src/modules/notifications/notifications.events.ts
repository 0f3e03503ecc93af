import type { NotificationKind } from '@redhope/domain';

/**
 * Notifications were written to recipients' in-app lists (in the same transaction); handlers
 * deliver them elsewhere (Web Push). Ids only: the rows hold the text, and go with their people.
 */
export class NotificationsWrittenEvent {
  static readonly eventName = 'notifications.written';
  constructor(
    readonly kind: NotificationKind,
    readonly notifications: { id: string; recipientId: string }[],
  ) {}
}
