import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentAuth, type AuthContext } from '../../common/auth/auth-context';
import { ModeratorOnly } from '../../common/auth/moderator.decorator';
import { ModerateItemInput, ModerateUserInput } from './dto/moderation.input';
import type { ModerationActionEntity } from './moderation-action.entity';
import { ModerationLogEntry, ModerationQueueItem } from './models/moderation.model';
import { ModerationService } from './moderation.service';

function entry(row: ModerationActionEntity): ModerationLogEntry {
  return { ...row, subjectUserName: null, moderatorName: null };
}

/** Moderators only (the guard, then the service in its transaction); every mutation writes an audit row. */
@ModeratorOnly()
@Resolver()
export class ModerationResolver {
  constructor(private readonly moderation: ModerationService) {}

  @Query(() => [ModerationQueueItem], { description: 'Moderators only: held and reported requests and campaigns, oldest first.' })
  moderationQueue(@CurrentAuth() auth: AuthContext): Promise<ModerationQueueItem[]> {
    return this.moderation.queue(auth.userId);
  }

  @Query(() => [ModerationLogEntry], { description: 'Moderators only: the audit log, newest first (the last 100 actions).' })
  moderationLog(@CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry[]> {
    return this.moderation.log(auth.userId);
  }

  @Mutation(() => ModerationLogEntry, { description: 'Moderators only: back in public view; a held request then alerts its donors.' })
  async restoreItem(@Args('input') input: ModerateItemInput, @CurrentAuth() auth: AuthContext): Promise<ModerationLogEntry> {
    return entry(await this.moderation.restore(auth.userId, input.type, input.id, input.reason));
  }

  @Mutation(() => ModerationLogEntry, { description: 'Moderators only: out of public view for good.' })
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
