import { Field, ObjectType } from '@nestjs/graphql';
import { AppError } from '../errors/app-error';
import { CachedWithParent } from './cache-control';

@CachedWithParent()
@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page.' })
  endCursor!: string | null;

  @Field()
  hasNextPage!: boolean;
}

/** A keyset position: the sort value and the id of the last row seen. Opaque to clients. */
export interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string') return { at, id };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/** Page sizes clients may ask for. */
export const MAX_PAGE_SIZE = 100;

export function pageSize(first: number | undefined, fallback = 20): number {
  if (first === undefined || first === null) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw new AppError('BAD_REQUEST', `first must be between 1 and ${MAX_PAGE_SIZE}`);
  return first;
}
