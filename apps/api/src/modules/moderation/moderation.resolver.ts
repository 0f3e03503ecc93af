import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { pageSize } from '../../common/graphql/pagination';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { ModeratorOnly } from '../../common/auth/moderator.decorator';
import { ModerateItemInput, ModerateUserInput } from './dto/moderation.input';
import type { ModerationActionEntity } from './moderation-action.entity';
import { ModerationLogConnection, ModerationLogEntry, ModerationQueueConnection } from './models/moderation.model';
import { ModerationService, type ModerationPage } from './moderation.service';

function entry(row: ModerationActionEntity): ModerationLogEntry {
  return { ...row, subjectUserName: null, moderatorName: null };
}

function connection<T>(page: ModerationPage<T>): { nodes: T[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } {
  return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
}

/** Moderators only (the guard, then the service in its transaction); every mutation writes an audit row. */
@ModeratorOnly()
@Resolver()
export class ModerationResolver {
  constructor(private readonly moderation: ModerationService) {}

  @Query(() => ModerationQueueConnection, {
    description: 'Moderators only: held and reported requests and campaigns, and helpers under review, oldest first; `first` (1 to 100, default 20) after the cursor `after`.',
  })
  async moderationQueue(
    @CurrentAuth() auth: AuthContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ): Promise<ModerationQueueConnection> {
    return connection(await this.moderation.queue(auth.userId, pageSize(first ?? undefined), after ?? undefined));
  }

  @Query(() => ModerationLogConnection, { description: 'Moderators only: the audit log, newest first; `first` (1 to 100, default 20) after the cursor `after`.' })
  async moderationLog(
    @CurrentAuth() auth: AuthContext,
    @Args('first', { type: () => Int, nullable: true }) first?: number,
    @Args('after', { type: () => String, nullable: true }) after?: string,
  ): Promise<ModerationLogConnection> {
    return connection(await this.moderation.log(auth.userId, pageSize(first ?? undefined), after ?? undefined));
  }

  @Mutation(() => ModerationLogEntry, { description: 'Moderators only: a request or campaign back in public view (a held request then alerts its donors); a helper under review cleared, free to help again.' })
  async restoreItem(@Args('input') input: ModerateItemInput, @CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry> {
    return entry(await this.moderation.restore(auth.userId, input.type, input.id, input.reason));
  }

  @Mutation(() => ModerationLogEntry, { description: 'Moderators only: a request or campaign out of public view for good (not a helper: ban them instead).' })
  async hideItem(@Args('input') input: ModerateItemInput, @CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry> {
    return entry(await this.moderation.hide(auth.userId, input.type, input.id, input.reason));
  }

  @Mutation(() => ModerationLogEntry, { description: "Moderators only: hides the user's open content, ends their sessions and sockets, refuses their sign-in." })
  async banUser(@Args('input') input: ModerateUserInput, @CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry> {
    return entry(await this.moderation.ban(auth.userId, input.userId, input.reason));
  }

  @Mutation(() => ModerationLogEntry, { description: 'Moderators only: the user may sign in again; hidden content stays hidden.' })
  async unbanUser(@Args('input') input: ModerateUserInput, @CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry> {
    return entry(await this.moderation.unban(auth.userId, input.userId, input.reason));
  }
}
