import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { ModeratorOnly } from '../../common/auth/moderator.decorator';
import type { AuthCookies } from './auth-cookies';
import { AuthGuard } from './auth.guard';
import type { AuthService } from './auth.service';
import type { UsersService } from '../users';

@ModeratorOnly()
class ModerationOperations {
  queue(): void {
    // a moderators-only operation
  }
}

class OrdinaryOperations {
  myRequests(): void {
    // any signed-in user's operation
  }
}

const MODERATOR = 'moderator-id';

/** The guard with the moderator role as the users module would answer it; no HTTP session (the socket carries its own). */
function guard(): AuthGuard {
  const users = { isModerator: async (userId: string) => userId === MODERATOR } as unknown as UsersService;
  const auth = { verifyAccessToken: async () => null } as unknown as AuthService;
  const cookies = { readAccess: () => undefined } as unknown as AuthCookies;
  return new AuthGuard(new Reflector(), auth, cookies, users);
}

/** A GraphQL operation that arrived over the graphql-ws socket of `userId` (its context as graphql-ws gives it). */
function overSocket(userId: string | null, target: { new (): object }, handler: () => void): ExecutionContextHost {
  const context = { req: {}, socket: { auth: userId ? { userId, sessionId: 'session' } : undefined } };
  const host = new ExecutionContextHost([{}, {}, context, {}], target, handler);
  host.setType('graphql');
  return host;
}

describe('AuthGuard over the graphql-ws socket', () => {
  it("refuses a moderators-only operation to anyone else (FORBIDDEN), as over HTTP; a moderator's passes", async () => {
    await expect(guard().canActivate(overSocket('someone', ModerationOperations, ModerationOperations.prototype.queue))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(guard().canActivate(overSocket(MODERATOR, ModerationOperations, ModerationOperations.prototype.queue))).resolves.toBe(true);
  });

  it('lets a signed-in socket through to other operations, and refuses a socket without a session', async () => {
    await expect(guard().canActivate(overSocket('someone', OrdinaryOperations, OrdinaryOperations.prototype.myRequests))).resolves.toBe(true);
    await expect(guard().canActivate(overSocket(null, OrdinaryOperations, OrdinaryOperations.prototype.myRequests))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
