import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../../common/auth/auth-context';
import { SOCKET_LIMITS } from '../../common/graphql/graphql-limits';
import type { SocketGatekeeper } from '../../common/graphql/graphql-ws.server';
import { AuthCookies } from './auth-cookies';
import { AuthService } from './auth.service';
import { SocketSessionsService } from './socket-sessions.service';

/**
 * Only a valid access cookie opens a socket (cookie parsing does not run on the upgrade, so the
 * raw header is read), and one session holds a bounded number of sockets on this instance.
 */
@Injectable()
export class SessionSocketGatekeeper implements SocketGatekeeper {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
    private readonly sockets: SocketSessionsService,
  ) {}

  async admit(request: IncomingMessage, socket: WebSocket): Promise<{ auth: AuthContext } | { refused: 'unauthenticated' | 'too-many-sockets' }> {
    const verified = await this.auth.verifyAccessToken(this.cookies.readAccess(request));
    if (!verified) return { refused: 'unauthenticated' };
    if (this.sockets.count(verified.sessionId) >= SOCKET_LIMITS.maxSocketsPerSession) return { refused: 'too-many-sockets' };
    this.sockets.track(verified.sessionId, socket, verified.expiresAt);
    return { auth: { userId: verified.userId, sessionId: verified.sessionId } };
  }
}
