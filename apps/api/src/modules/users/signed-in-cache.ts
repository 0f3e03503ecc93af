import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client, type ClientConfig, type Notification, type Pool } from 'pg';
import { DataSource } from 'typeorm';

/** The channels the `announce_row_changed` triggers notify on commit (migration 1796400000000). */
export const USER_CHANGED_CHANNEL = 'redhope_user_changed';
export const SESSION_CHANGED_CHANNEL = 'redhope_session_changed';

/** How long an answer is kept at most, should a change ever go unheard. */
const KEEP_MS = 5_000;
/** Sessions kept at once; the oldest goes first. */
const MAX_SESSIONS = 10_000;
/** Wait before listening again after the listening connection broke. */
const RELISTEN_MS = 1_000;

interface Kept {
  userId: string;
  userRow: Readonly<Record<string, unknown>>;
  sessionExpiresAt: number;
  keptUntil: number;
}

/**
 * The signed-in check's answer (this session is live, and this is its user's row), kept for a
 * few seconds per session, so a signed-in page costs no database round trip when the same
 * session asked a moment ago.
 *
 * It is never stale past a commit: Postgres announces every change to a user's or a session's
 * row at commit (the `announce_row_changed` triggers), whoever made it, to every instance, and
 * this instance forgets what it kept for that user or session; writes made here also forget at
 * once, so the writer's next request reads its own change. An answer read while anything was
 * forgotten is not kept (it may predate the change). While the listening connection is down,
 * nothing is kept and every check reads the database.
 */
@Injectable()
export class SignedInCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SignedInCache.name);
  private readonly kept = new Map<string, Kept>();
  private readonly sessionsByUser = new Map<string, Set<string>>();
  /** Moves on every forgetting: an answer read across one is not kept. */
  private generation = 0;
  private listener: Client | null = null;
  private listening = false;
  private stopped = false;
  private relisten: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relisten);
    this.stopListening();
  }

  /** The user's row if this session's check was answered moments ago and nothing changed since. */
  find(sessionId: string, userId: string, now = Date.now()): Readonly<Record<string, unknown>> | undefined {
    const kept = this.kept.get(sessionId);
    if (!kept) return undefined;
    if (kept.userId !== userId || kept.keptUntil <= now || kept.sessionExpiresAt <= now) {
      this.drop(sessionId);
      return undefined;
    }
    return kept.userRow;
  }

  /** Taken before reading the answer, and given back to `keep`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a live session's answer, unless something was forgotten since `mark` (or nothing is heard). */
  keep(mark: number, sessionId: string, userId: string, sessionExpiresAt: Date, userRow: Record<string, unknown>, now = Date.now()): void {
    if (!this.listening || mark !== this.generation) return;
    this.drop(sessionId);
    if (this.kept.size >= MAX_SESSIONS) this.drop(this.kept.keys().next().value as string);
    this.kept.set(sessionId, { userId, userRow: Object.freeze(userRow), sessionExpiresAt: sessionExpiresAt.getTime(), keptUntil: now + KEEP_MS });
    let sessions = this.sessionsByUser.get(userId);
    if (!sessions) this.sessionsByUser.set(userId, (sessions = new Set()));
    sessions.add(sessionId);
  }

  forgetSession(sessionId: string): void {
    this.generation++;
    this.drop(sessionId);
  }

  forgetUser(userId: string): void {
    this.generation++;
    for (const sessionId of this.sessionsByUser.get(userId) ?? []) this.drop(sessionId);
  }

  /**
   * Resolves once every change committed before the call has been heard: Postgres sends a
   * listening connection its pending notifications before it answers that connection's next query.
   */
  async caughtUp(): Promise<void> {
    await this.listener?.query('SELECT 1');
  }

  /** Whether answers are being kept (the listening connection is up). */
  get active(): boolean {
    return this.listening;
  }

  private forgetAll(): void {
    this.generation++;
    this.kept.clear();
    this.sessionsByUser.clear();
  }

  private drop(sessionId: string): void {
    const kept = this.kept.get(sessionId);
    if (!kept) return;
    this.kept.delete(sessionId);
    const sessions = this.sessionsByUser.get(kept.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.sessionsByUser.delete(kept.userId);
  }

  private readonly onNotification = (message: Notification): void => {
    if (!message.payload) return;
    if (message.channel === USER_CHANGED_CHANNEL) this.forgetUser(message.payload);
    else if (message.channel === SESSION_CHANGED_CHANNEL) this.forgetSession(message.payload);
  };

  /** One connection of its own (LISTEN holds it), made like the pool's. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const pool = (this.dataSource.driver as unknown as { master: Pool & { options: ClientConfig } }).master;
    const client = new Client({ ...pool.options, application_name: 'redhope-signed-in-cache' });
    this.listener = client;
    const broken = (error?: unknown) => {
      if (this.listener !== client) return;
      if (!this.stopped) this.logger.warn(`Listening for sign-in changes stopped (${error instanceof Error ? error.message : 'connection ended'}); checks read the database until it resumes`);
      this.stopListening();
      this.scheduleListen();
    };
    client.on('notification', this.onNotification);
    client.on('error', broken);
    client.on('end', () => broken());
    try {
      await client.connect();
      await client.query(`LISTEN "${USER_CHANGED_CHANNEL}"; LISTEN "${SESSION_CHANGED_CHANNEL}"`);
      if (this.listener !== client) return;
      // Whatever changed while nothing was heard is unknown: start empty.
      this.forgetAll();
      this.listening = !this.stopped;
    } catch (error) {
      broken(error);
    }
  }

  private scheduleListen(): void {
    if (this.stopped || this.relisten) return;
    this.relisten = setTimeout(() => {
      this.relisten = undefined;
      void this.listen();
    }, RELISTEN_MS);
    this.relisten.unref();
  }

  private stopListening(): void {
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    this.forgetAll();
    if (client) {
      client.removeAllListeners('notification');
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
    }
  }
}
