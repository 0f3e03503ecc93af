import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Where the instance is in its life, for what must change the moment a shutdown begins: readiness
 * answers 503 from then on, so a load balancer stops sending new work while what was accepted is
 * still served (main.ts runs the shutdown: drain, sockets, then Nest's own hooks).
 */
@Injectable()
export class Lifecycle {
  private drainingSince?: number;
  private readonly closing = new AbortController();

  /**
   * Aborted when the drain is over and the app closes: long-lived answers (the assistant's
   * event streams) end then with a closing event instead of holding the HTTP server open.
   */
  get closingSignal(): AbortSignal {
    return this.closing.signal;
  }

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginShutdown(): void {
    this.drainingSince ??= Date.now();
  }

  /** The drain is over: what is still streaming ends now. */
  close(): void {
    this.beginShutdown();
    this.closing.abort();
  }
}

@Global()
@Module({ providers: [Lifecycle], exports: [Lifecycle] })
export class LifecycleModule {}
