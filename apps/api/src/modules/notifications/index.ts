/** The notifications module's public face: other modules import only from here. */
export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
export { NotificationsWrittenEvent } from './notifications.events';
export type { NotificationEntity } from './notification.entity';
