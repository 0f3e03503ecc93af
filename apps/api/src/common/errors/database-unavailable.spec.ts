import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';
import { toAppError } from './to-app-error';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is gone: refused or reset sockets, shutdown states, dead or missing connections', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('x', 'ECONNREFUSED')], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    // A manager of that transaction used afterwards (pg-boss queuing a job in it).
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client was closed and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: withCode('y', 'ETIMEDOUT') }))).toBe(true);
  });

  it('leaves query errors and bugs alone', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('becomes SERVICE_UNAVAILABLE with a Retry-After, its message safe to show', () => {
    const error = toAppError(withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED')) as { code: string; message: string; retryAfterSeconds?: number };
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.message).not.toMatch(/10\.0\.0\.5/);
  });
});
