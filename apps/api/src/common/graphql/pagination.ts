import { Field, ObjectType } from '@nestjs/graphql';
import { AppError } from '../errors/app-error';
import { isId } from '../validation/id';
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

/** A timestamp as encodeCursor writes it (Date#toISOString), between years 1970 and 9999. */
const CURSOR_TIME = /^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A cursor a client sends back: decoded and checked whole (a timestamp Postgres reads as
 * Date#toISOString wrote it, and a uuid), so a forged one is a 400 and never reaches SQL.
 */
export function decodeCursor(value: string): Cursor {
  if (typeof value === 'string' && value.length <= 200 && /^[A-Za-z0-9_-]+$/.test(value)) {
    try {
      const decoded = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
      if (Array.isArray(decoded) && decoded.length === 2) {
        const [at, id] = decoded as unknown[];
        if (typeof at === 'string' && CURSOR_TIME.test(at) && new Date(at).toISOString() === at && isId(id)) return { at, id };
      }
    } catch {
      // Falls through to the error below.
    }
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
