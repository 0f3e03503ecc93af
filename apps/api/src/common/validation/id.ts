import { Injectable, Param, Query, type PipeTransform } from '@nestjs/common';
import { Args, ID } from '@nestjs/graphql';
import { AppError } from '../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Every id a client sends (a path parameter, a query value, a GraphQL ID argument) is checked
 * here: a malformed one is simply a thing that does not exist (NOT_FOUND), never a database error.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isId(value)) throw new AppError('NOT_FOUND');
    return value.toLowerCase();
  }
}

/** A REST path parameter holding an id: `@IdParam('requestId') id: string`. */
export const IdParam = (name: string): ParameterDecorator => Param(name, ParseIdPipe);

/** A REST query parameter holding an id; absent counts as malformed. */
export const IdQuery = (name: string): ParameterDecorator => Query(name, ParseIdPipe);

/** A GraphQL `ID!` argument: `@IdArg('requestId') id: string`. */
export const IdArg = (name = 'id'): ParameterDecorator => Args(name, { type: () => ID }, ParseIdPipe);

/** At most this many ids in one list argument (a request's helpers named as donors). */
export const MAX_ID_LIST_LENGTH = 100;

/**
 * A list of ids (`[ID!]`): each checked as ParseIdPipe does, lower-cased and without repeats.
 * A malformed id or too long a list is VALIDATION_FAILED on the argument; absent stays absent.
 */
@Injectable()
export class ParseIdListPipe implements PipeTransform<unknown, string[] | undefined> {
  constructor(private readonly field: string) {}

  transform(value: unknown): string[] | undefined {
    if (value === undefined || value === null) return undefined;
    const message = `${this.field} must be a list of at most ${MAX_ID_LIST_LENGTH} ids`;
    if (!Array.isArray(value) || value.length > MAX_ID_LIST_LENGTH || !value.every(isId)) throw new AppError('VALIDATION_FAILED', message, { [this.field]: message });
    return [...new Set(value.map((id) => id.toLowerCase()))];
  }
}

/** A GraphQL `[ID!]` argument, optional unless `required`: `@IdListArg('donorHelperIds') ids: string[] | undefined`. */
export const IdListArg = (name: string, options: { required?: boolean } = {}): ParameterDecorator =>
  Args(name, { type: () => [ID], nullable: !options.required }, new ParseIdListPipe(name));
