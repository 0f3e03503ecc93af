import type { NotificationAction } from '@redhope/domain';
import type { Notification } from './models/notification.model';
import type { NotificationEntity } from './notification.entity';

/** The original REST shape (SPEC: createdAt, title, body, actions [{name, navigate}]). */
export interface RestNotification {
  _id: string;
  createdAt: Date;
  title: string;
  body: string;
  actions: NotificationAction[];
  isRead: boolean;
}

export function toRestNotification(notification: NotificationEntity): RestNotification {
  return {
    _id: notification.id,
    createdAt: notification.createdAt,
    title: notification.title,
    body: notification.body,
    actions: notification.actions,
    isRead: notification.readAt !== null,
  };
}

/** Through Redis pub/sub rows arrive as JSON: dates as strings. */
export function toNotificationModel(notification: NotificationEntity): Notification {
  return {
    id: notification.id,
    kind: notification.kind,
    params: notification.params,
    title: notification.title,
    body: notification.body,
    actions: notification.actions,
    read: notification.readAt !== null,
    createdAt: new Date(notification.createdAt),
    requestId: notification.requestId ?? null,
  };
}
