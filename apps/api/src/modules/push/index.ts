/** The push module's public face: other modules import only from here. */
export { PushModule } from './push.module';
export { PushService, PUSH_QUEUE, type PushJob, type PushPayload } from './push.service';
export { requestTopic } from './push-delivery';
