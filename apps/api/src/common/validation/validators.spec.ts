import 'reflect-metadata';
import { EMAIL_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@redhope/domain';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { EmailAddress } from './validators';

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
