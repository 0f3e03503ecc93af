import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** The query texts browsers' clients send for "no value" (`String(undefined)`, `String(null)`, ``). */
const ABSENT_QUERY_VALUES: ReadonlySet<string> = new Set(['undefined', 'null', '']);

function isAbsent(value: unknown): boolean {
  return typeof value === 'string' && ABSENT_QUERY_VALUES.has(value);
}

/**
 * Removes query parameters that mean "no value": clients of the original API build URLs such as
 * `campaign-feed?filter=all&pincode=undefined`, and routes must behave as if the parameter were
 * not there (docs/rest-contract.md). A repeated parameter keeps its real values only.
 */
export function dropAbsentQueryValues(query: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const kept = value.filter((item) => !isAbsent(item));
      if (kept.length === 0) delete query[key];
      else query[key] = kept.length === 1 ? kept[0] : kept;
    } else if (isAbsent(value)) {
      delete query[key];
    }
  }
}

/**
 * What clients of the original REST API send, accepted as its server accepted it:
 * - query values `undefined`, `null` and empty are absent;
 * - JSON nested deeper than MAX_JSON_DEPTH is refused (400) before anything walks it;
 * - a JSON POST with an empty body (routes that take no input, such as offering help) is a
 *   request without a body, not a parse error; a non-empty body is parsed by Fastify's own JSON
 *   parser, with its prototype-poisoning protection.
 * Unknown body fields are dropped by the validation pipe (AppValidationPipe).
 */
/** Deeper JSON than any form needs: refused (400) as it is parsed, before class-transformer walks it recursively. */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests arrays and objects deeper than `max` (iterative: no stack to overflow). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

export function acceptOriginalClientInput(app: NestFastifyApplication, apiPrefix: string): void {
  const instance = app.getHttpAdapter().getInstance();
  const prefix = `/${apiPrefix}/`;
  instance.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.url.startsWith(prefix) && request.query && typeof request.query === 'object') {
      dropAbsentQueryValues(request.query as Record<string, unknown>);
    }
  });

  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = instance.initialConfig;
  const parseJson = instance.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    // Fastify's parser is typed for the default HTTP/1 server; this app runs exactly that.
    parseJson(request as Parameters<typeof parseJson>[0], body.toString('utf8'), (error: Error | null, parsed?: unknown) => {
      if (!error && nestsDeeperThan(parsed, MAX_JSON_DEPTH)) done(Object.assign(new Error('JSON nested too deeply'), { statusCode: 400 }), undefined);
      else done(error, parsed);
    });
  });
}
