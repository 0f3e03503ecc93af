import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { SESSION_REVOKED, type SessionRevokedEvent } from './auth.events';

/** The part of a ws WebSocket we need. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** graphql-ws' close code for a socket that is (no longer) authorised. */
export const SOCKET_UNAUTHORIZED = 4401;

/**
 * The graphql-ws sockets open on this instance, by session. A socket is closed when its access
 * token expires (the client reconnects after refreshing) and when its session is logged out or
 * revoked on any instance (the event travels through the shared pub/sub).
 */
@Injectable()
export class SocketSessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly sockets = new Map<string, Set<ClosableSocket>>();
  private readonly timers = new Map<ClosableSocket, NodeJS.Timeout>();
  private subscriptionId?: number;

  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  async onModuleInit(): Promise<void> {
    this.subscriptionId = await this.pubSub.subscribe(SESSION_REVOKED, (event: SessionRevokedEvent) => this.closeSession(event.sessionId), {});
  }

  onModuleDestroy(): void {
    if (this.subscriptionId !== undefined) this.pubSub.unsubscribe(this.subscriptionId);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  track(sessionId: string, socket: ClosableSocket, expiresAt: Date): void {
    const set = this.sockets.get(sessionId) ?? new Set<ClosableSocket>();
    set.add(socket);
    this.sockets.set(sessionId, set);
    const delay = Math.max(0, Math.min(expiresAt.getTime() - Date.now(), 2_147_483_647));
    const timer = setTimeout(() => this.end(sessionId, socket, 'Session expired'), delay);
    timer.unref();
    this.timers.set(socket, timer);
    socket.once('close', () => this.untrack(sessionId, socket));
  }

  /** How many sockets this instance holds for a session (for tests and metrics). */
  count(sessionId: string): number {
    return this.sockets.get(sessionId)?.size ?? 0;
  }

  private closeSession(sessionId: string): void {
    for (const socket of [...(this.sockets.get(sessionId) ?? [])]) this.end(sessionId, socket, 'Session ended');
  }

  /** Forgets the socket at once (its close handshake may take a while) and closes it. */
  private end(sessionId: string, socket: ClosableSocket, reason: string): void {
    this.untrack(sessionId, socket);
    socket.close(SOCKET_UNAUTHORIZED, reason);
  }

  private untrack(sessionId: string, socket: ClosableSocket): void {
    clearTimeout(this.timers.get(socket));
    this.timers.delete(socket);
    const set = this.sockets.get(sessionId);
    set?.delete(socket);
    if (set && set.size === 0) this.sockets.delete(sessionId);
  }
}
