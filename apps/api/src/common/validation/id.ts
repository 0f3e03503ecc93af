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
