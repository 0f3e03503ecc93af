import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { pageSize } from '../../common/graphql/pagination';
import { IdListArg } from '../../common/validation/id';
import { RequestStateForViewer, RequestsService } from '../requests';
import { Notification, NotificationConnection } from './models/notification.model';
import { toNotificationModel } from './notification.presenter';
import { NotificationsService, type NotificationAddedPayload, type NotificationsReadPayload } from './notifications.service';

@Resolver(() => Notification)
export class NotificationsResolver {
  constructor(
    private readonly service: NotificationsService,
    private readonly requests: RequestsService,
  ) {}

  @ResolveField(() => RequestStateForViewer, {
    nullable: true,
    description: 'Where the request it is about stands now for the reader (null when it is about none): show that instead of offering help on a request that no longer needs it.',
  })
  async requestState(@Parent() notification: Notification, @CurrentAuth() auth: AuthContext, @Context() context: GraphqlContext): Promise<RequestStateForViewer | null> {
    if (!notification.requestId) return null;
    return this.requests.stateLoader(context, auth.userId).load(notification.requestId);
  }

  @Query(() => NotificationConnection, { description: "The signed-in user's notifications, newest first." })
  async notifications(
    @CurrentAuth() auth: AuthContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ): Promise<NotificationConnection> {
    const page = await this.service.page(auth.userId, pageSize(first), after ?? undefined);
    return {
      nodes: page.nodes.map(toNotificationModel),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      unreadCount: page.unreadCount,
    };
  }

  @Mutation(() => Int, { description: 'Marks notifications read (all when ids is omitted); returns how many stay unread.' })
  markNotificationsRead(
    @CurrentAuth() auth: AuthContext,
    @IdListArg('ids') ids?: string[],
  ): Promise<number> {
    return this.service.markRead(auth.userId, ids ?? undefined);
  }

  @Subscription(() => Notification, {
    description: "The subscriber's own new notifications, live.",
    // The topic is the subscriber's own already; the filter stays as a second check.
    filter: (payload: NotificationAddedPayload, _variables: unknown, context: GraphqlContext) => payload.recipientId === context.socket?.auth?.userId,
    resolve: (payload: NotificationAddedPayload) => toNotificationModel(payload.notification),
  })
  notificationAdded(@CurrentAuth() auth: AuthContext): AsyncIterableIterator<unknown> {
    return this.service.added(auth.userId);
  }

  @Subscription(() => Int, {
    description: "The subscriber's unread count each time they mark notifications read (in this tab, another, or on another device): keep a badge right everywhere.",
    filter: (payload: NotificationsReadPayload, _variables: unknown, context: GraphqlContext) => payload.recipientId === context.socket?.auth?.userId,
    resolve: (payload: NotificationsReadPayload) => payload.unreadCount,
  })
  notificationsMarkedRead(@CurrentAuth() auth: AuthContext): AsyncIterableIterator<unknown> {
    return this.service.readCounts(auth.userId);
  }
}
