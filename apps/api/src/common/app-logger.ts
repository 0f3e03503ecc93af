import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** Nest's start-up chatter (every module and route): shown from LOG_LEVEL=debug on. */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'GraphQLModule', 'NestFactory', 'NestApplication']);

/**
 * Nest's console logger: coloured text in development, one JSON object per line in production
 * (Nest's own `json` option: level, time, pid, context, message), for a log collector to parse.
 */
export class AppLogger extends ConsoleLogger {
  constructor(
    private readonly levels: LogLevel[],
    json = false,
  ) {
    super({ json, colors: !json && process.stdout.isTTY });
    this.setLogLevels(levels);
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context) && !this.levels.includes('debug')) return;
    super.log(message, ...(rest as [string]));
  }
}
