/** Published (through Redis when configured) so every instance closes that session's sockets. */
export const SESSION_REVOKED = 'auth.session-revoked';

export interface SessionRevokedEvent {
  sessionId: string;
}
