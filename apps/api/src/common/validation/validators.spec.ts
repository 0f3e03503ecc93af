import 'reflect-metadata';
import { EMAIL_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@redhope/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CalendarDateText, EmailAddress, IsCalendarDate } from './validators';

class WithEmail {
  @EmailAddress()
  email!: string;
}

/** The first failing rule's text, as the validation pipe reports it (the rule declared first). */
async function firstMessage(email: unknown): Promise<string | undefined> {
  const [error] = await validate(plainToInstance(WithEmail, { email }));
  const messages = Object.values(error?.constraints ?? {});
  return messages[messages.length - 1];
}

describe('EmailAddress', () => {
  it('reports a missing address as required, before anything else', async () => {
    expect(await firstMessage('')).toBe(M.emailRequired);
    expect(await firstMessage('   ')).toBe(M.emailRequired);
    expect(await firstMessage(undefined)).toBe(M.emailRequired);
  });

  it('refuses a malformed or overlong address as not valid', async () => {
    expect(await firstMessage('asha@')).toBe(M.emailInvalid);
    expect(await firstMessage(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe(M.emailInvalid);
  });

  it('takes an address trimmed and lower-cased', async () => {
    const input = plainToInstance(WithEmail, { email: '  Asha.K@Example.COM ' });
    expect(await validate(input)).toEqual([]);
    expect(input.email).toBe('asha.k@example.com');
  });
});

class WithDay {
  @CalendarDateText()
  @IsCalendarDate()
  day!: string;
}

describe('CalendarDateText and IsCalendarDate', () => {
  const read = async (day: unknown) => {
    const input = plainToInstance(WithDay, { day });
    return { day: input.day, valid: (await validate(input)).length === 0 };
  };

  it('reads a timestamp with an offset as the day it is in India', async () => {
    // Midnight of 1 December on a phone in India, as its Date goes on the wire.
    expect(await read('2026-11-30T18:30:00.000Z')).toEqual({ day: '2026-12-01', valid: true });
    expect(await read('2026-11-30T18:29:59Z')).toEqual({ day: '2026-11-30', valid: true });
    expect(await read('2026-12-01T00:00:00+05:30')).toEqual({ day: '2026-12-01', valid: true });
    expect(await read('2026-12-01T00:00:00.000Z')).toEqual({ day: '2026-12-01', valid: true });
  });

  it('keeps the date part of a timestamp without one, and a plain day as it is', async () => {
    expect(await read('2026-12-01T23:30:00')).toEqual({ day: '2026-12-01', valid: true });
    expect(await read('2026-12-01')).toEqual({ day: '2026-12-01', valid: true });
  });

  it('refuses anything else: junk after the day, a day that does not exist, other formats', async () => {
    for (const day of ['2000-01-01Tjunk', '2000-01-01 ', '2026-02-30', '2026-02-30T10:00:00Z', '01/12/2026', '2026-12-1', 20261201, '']) {
      expect({ day, valid: (await read(day)).valid }).toEqual({ day, valid: false });
    }
  });
});
