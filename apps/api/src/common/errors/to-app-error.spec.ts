import { BadRequestException, NotFoundException } from '@nestjs/common';
import { AppError } from './app-error';
import { formatGraphqlError } from './format-graphql-error';
import { toAppError } from './to-app-error';

describe('error mapping', () => {
  it('keeps AppErrors as they are', () => {
    const error = new AppError('USER_ALREADY_EXISTS');
    expect(toAppError(error)).toBe(error);
    expect(error.message).toBe('User already exists. Try to login.');
  });

  it('replaces framework texts with our own', () => {
    expect(toAppError(new NotFoundException('Cannot GET /x'))).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    expect(toAppError(new BadRequestException('Unexpected token'))).toMatchObject({ code: 'BAD_REQUEST', message: 'Bad request' });
  });

  it('hides unexpected errors, which may carry personal data', () => {
    const dbError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(asha@example.com) already exists.',
    });
    const mapped = toAppError(dbError);
    expect(mapped.code).toBe('INTERNAL');
    expect(mapped.message).toBe('Something went wrong!');
    expect(JSON.stringify(mapped)).not.toContain('asha@example.com');
  });

  it('formats GraphQL errors with a code and without a stack', () => {
    const formatted = formatGraphqlError(
      { message: 'raw db text', path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      new Error('raw db text'),
    );
    expect(formatted).toEqual({ message: 'Something went wrong!', locations: undefined, path: ['me'], extensions: { code: 'INTERNAL' } });
  });
});
