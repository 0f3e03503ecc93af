import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** Nest's start-up chatter (every module and route): shown from LOG_LEVEL=debug on. */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'GraphQLModule', 'NestFactory', 'NestApplication']);

export class AppLogger extends ConsoleLogger {
  constructor(private readonly levels: LogLevel[]) {
    super();
    this.setLogLevels(levels);
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context) && !this.levels.includes('debug')) return;
    super.log(message, ...(rest as [string]));
  }
}
