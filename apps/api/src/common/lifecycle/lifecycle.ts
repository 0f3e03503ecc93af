import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Where the instance is in its life, for what must change the moment a shutdown begins: readiness
 * answers 503 from then on, so a load balancer stops sending new work while what was accepted is
 * still served (main.ts runs the shutdown: drain, sockets, then Nest's own hooks).
 */
@Injectable()
export class Lifecycle {
  private drainingSince?: number;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginShutdown(): void {
    this.drainingSince ??= Date.now();
  }
}

@Global()
@Module({ providers: [Lifecycle], exports: [Lifecycle] })
export class LifecycleModule {}
