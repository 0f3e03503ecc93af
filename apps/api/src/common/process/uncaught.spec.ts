import { onUncaught } from './uncaught';

/** A Postgres error as pg raises it, with the message the server sent. */
function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'error', code, severity: 'FATAL' });
}

describe('errors nothing handled', () => {
  const logger = () => ({ warn: jest.fn(), error: jest.fn() });

  it.each([
    ['57P01 terminating connection due to administrator command', pgError('57P01', 'terminating connection due to administrator command')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a connection that ended under pg', new Error('Connection terminated unexpectedly')],
  ])('carry on after a connection that ended with no one listening (%s)', (_what, error) => {
    const log = logger();
    expect(onUncaught(error, 'uncaughtException', log)).toBe('continue');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('exit after anything else, saying what and where without the message', () => {
    const log = logger();
    const error = new TypeError("Cannot read properties of undefined (reading 'phone of ravi@example.com')");
    expect(onUncaught(error, 'unhandledRejection', log)).toBe('exit');
    const line = log.error.mock.calls[0][0] as string;
    expect(line).toMatch(/^Unexpected: Unhandled rejection \(TypeError\); exiting\n\s+at /);
    expect(line).not.toContain('ravi@example.com');
  });
});
