import { BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
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

  it("logs an unexpected database error with its SQLSTATE and the request, never its message or detail", () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const driverError = Object.assign(new Error('deadlock detected'), { code: '40P01', detail: 'Process 12 waits for ShareLock on transaction 34; asha@example.com' });
      toAppError(new QueryFailedError('UPDATE "sessions" ...', ['asha@example.com'], driverError), 'req-1');
      expect(logged.mock.calls[0][0]).toBe('Unexpected QueryFailedError [SQLSTATE 40P01] (request req-1)');
      expect(JSON.stringify(logged.mock.calls)).not.toMatch(/asha@example\.com|deadlock detected/);
      // An error that is not Postgres's has no state to show.
      toAppError(Object.assign(new TypeError('x is not a function'), { code: 'ERR_SOMETHING' }), 'req-2');
      expect(logged.mock.calls[1][0]).toBe('Unexpected TypeError (request req-2)');
    } finally {
      logged.mockRestore();
    }
  });

  it('formats GraphQL errors with a code and without a stack', () => {
    const formatted = formatGraphqlError(
      { message: 'raw db text', path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      new Error('raw db text'),
    );
    expect(formatted).toEqual({ message: 'Something went wrong!', locations: undefined, path: ['me'], extensions: { code: 'INTERNAL' } });
  });
});
