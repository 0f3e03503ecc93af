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
 * - JSON nested deeper than MAX_JSON_DEPTH, or with more than MAX_JSON_MEMBERS members, is refused
 *   (400) before anything walks it;
 * - a JSON POST with an empty body (routes that take no input, such as offering help) is a
 *   request without a body, not a parse error; a non-empty body is parsed by Fastify's own JSON
 *   parser, with its prototype-poisoning protection.
 * Unknown body fields are dropped by the validation pipe (AppValidationPipe).
 */
/** Deeper JSON than any form needs: refused (400) as it is parsed, before class-transformer walks it recursively. */
export const MAX_JSON_DEPTH = 32;

/**
 * More members (object keys and array items, every level counted) than any input has: refused (400)
 * as it is parsed. class-transformer copies every key of a body, known or not, at about 40 us a key
 * (its metadata is looked up per key), and graphql-js prints a whole invalid variable into each of
 * up to 50 errors: a 1 MB body of 60,000 keys cost 8 to 13 s of CPU at login, signed out, and
 * 6 s as a GraphQL variable. No input of this API has a list; the largest form has about 20 fields.
 */
export const MAX_JSON_MEMBERS = 1000;

export type JsonShapeProblem = 'JSON nested too deeply' | 'JSON has too many members';

/**
 * Why a parsed JSON value is refused before anything walks it (nested deeper than MAX_JSON_DEPTH,
 * or more than `maxMembers` members), or null; `members` counts them up to where the walk stopped.
 * Iterative: no stack to overflow.
 */
export function jsonShape(value: unknown, maxMembers = MAX_JSON_MEMBERS): { problem: JsonShapeProblem | null; members: number } {
  let members = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH) return { problem: 'JSON nested too deeply', members };
    const children = Array.isArray(item) ? item : Object.values(item);
    members += children.length;
    if (members > maxMembers) return { problem: 'JSON has too many members', members };
    for (const child of children) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return { problem: null, members };
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
      const problem = error ? null : jsonShape(parsed).problem;
      if (problem) done(Object.assign(new Error(problem), { statusCode: 400 }), undefined);
      else done(error, parsed);
    });
  });
}
