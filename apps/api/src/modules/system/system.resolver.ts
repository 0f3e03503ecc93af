import { Query, Resolver, Subscription } from '@nestjs/graphql';
import { Public } from '../../common/auth/public.decorator';
import { Health } from './models/health.model';
import { SystemNotice } from './models/system-notice.model';
import { SystemService } from './system.service';

@Resolver()
export class SystemResolver {
  constructor(private readonly system: SystemService) {}

  @Public()
  @Query(() => Health, { description: 'Liveness of the API and its database.' })
  health(): Promise<Health> {
    return this.system.health();
  }

  @Subscription(() => SystemNotice, {
    description: 'Operator notices to every connected client.',
    // Through Redis the payload is JSON: turn the date back into a Date.
    resolve: (payload: { systemNotice: { message: string; sentAt: string | Date } }) => ({
      message: payload.systemNotice.message,
      sentAt: new Date(payload.systemNotice.sentAt),
    }),
  })
  systemNotice(): AsyncIterableIterator<unknown> {
    return this.system.notices();
  }
}
