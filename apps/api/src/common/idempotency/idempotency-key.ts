import { createHash } from 'node:crypto';
import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { Args } from '@nestjs/graphql';
import { MESSAGES } from '@redhope/domain';
import type { FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { AppError } from '../errors/app-error';

/**
 * Idempotency keys (draft-ietf-httpapi-idempotency-key-header) for the writes whose repetition
 * does harm: posting a request (its donors alerted twice), sharing a camp, offering help.
 *
 * The client makes one key per submission and sends it again with every retry of that submission:
 * the `Idempotency-Key` header on REST, the `idempotencyKey` argument on GraphQL. Each feature
 * records the key on the row it writes, in the write's own transaction, under a unique index per
 * user: a retry, even one racing the first attempt, finds the first outcome and returns it, and
 * the donors are alerted once. A key reused with a different submission is refused (422). Only a
 * committed write records its key: an attempt that failed can simply be tried again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Visible ASCII, without the quote and backslash of a structured-field string. */
const KEY = /^[\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * The key as sent: a structured-field string (`"abc"`, the draft's form) or the bare token that
 * most clients send. Absent or empty: no key. Anything else is refused rather than ignored, so a
 * client never believes it is protected when it is not.
 */
export function parseIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidKey();
  const text = value.trim();
  if (text === '') return undefined;
  const key = text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY.test(key)) throw invalidKey();
  return key;
}

function invalidKey(): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.idempotencyKeyInvalid, { idempotencyKey: MESSAGES.idempotencyKeyInvalid });
}

/** What a submission said, as a digest to compare a retry with: same fields, same digest, whatever their order. */
export function submissionFingerprint(fields: Record<string, unknown>, ...binary: Buffer[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(Object.keys(fields).sort().map((name) => [name, normalise(fields[name])])));
  for (const part of binary) hash.update(createHash('sha256').update(part).digest());
  return hash.digest('hex');
}

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The key was used before for something else: the client must make a new one for a new submission. */
export function idempotencyKeyReused(): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED');
}

/** A unique violation of the named index: a concurrent attempt with the same key committed first. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: unknown; constraint?: unknown } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/** The REST header: `@IdempotencyKeyHeader() key: string | undefined`. */
export const IdempotencyKeyHeader = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
});

@Injectable()
export class ParseIdempotencyKeyPipe implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown): string | undefined {
    return parseIdempotencyKey(value);
  }
}

/** The GraphQL argument: `@IdempotencyKeyArg() key: string | undefined`. */
export const IdempotencyKeyArg = (): ParameterDecorator =>
  Args(
    'idempotencyKey',
    {
      type: () => String,
      nullable: true,
      description:
        'One key per submission, sent again with every retry of it: a retry returns the first outcome instead of writing (and alerting) twice. 1 to 255 visible ASCII characters; a key reused for a different submission is refused (IDEMPOTENCY_KEY_REUSED).',
    },
    ParseIdempotencyKeyPipe,
  );
