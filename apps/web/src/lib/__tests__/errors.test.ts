import { describe, expect, it } from 'vitest';
import { failureMessageKey, keyOfServerText, type FailureInfo } from '../errors';

const failure = (info: Partial<FailureInfo>): FailureInfo => ({ noResponse: false, ...info });

describe('failureMessageKey', () => {
  it('shows nothing when no response came (the transport already said so)', () => {
    expect(failureMessageKey(failure({ noResponse: true, code: 'INTERNAL' }), { fallback: 'helpFailed' })).toBeNull();
  });

  it("takes the code's text from the one table in libs/domain", () => {
    expect(failureMessageKey(failure({ code: 'USER_NOT_FOUND', message: 'anything' }))).toBe('messages.userDoesNotExist');
    expect(failureMessageKey(failure({ code: 'RATE_LIMITED' }))).toBe('messages.rateLimited');
    expect(failureMessageKey(failure({}))).toBe('messages.somethingWentWrong');
  });

  it('prefers a product message the server sent over the generic text of its code', () => {
    expect(failureMessageKey(failure({ code: 'VALIDATION_FAILED', message: 'Email is not valid' }))).toBe('validation.emailInvalid');
    expect(failureMessageKey(failure({ code: 'VALIDATION_FAILED', message: 'some other text' }))).toBe('messages.invalidInput');
  });

  it("lets a screen name its own text for a code, then for every other failure (SPEC section 8)", () => {
    const help = { byCode: { ALREADY_HELPED: 'alreadyHelped', PROFILE_INCOMPLETE: 'completeProfileToHelp' }, fallback: 'helpFailed' } as const;
    expect(failureMessageKey(failure({ code: 'ALREADY_HELPED' }), help)).toBe('messages.alreadyHelped');
    expect(failureMessageKey(failure({ code: 'PROFILE_INCOMPLETE' }), help)).toBe('messages.completeProfileToHelp');
    expect(failureMessageKey(failure({ code: 'INTERNAL', message: 'Something went wrong!' }), help)).toBe('messages.helpFailed');
  });
});

describe('keyOfServerText', () => {
  it('finds the key of any product text and nothing for other texts', () => {
    expect(keyOfServerText('User must be 18 or above')).toBe('validation.signupAge');
    expect(keyOfServerText('User does not exist')).toBe('messages.userDoesNotExist');
    expect(keyOfServerText('User not found')).toBeUndefined();
    expect(keyOfServerText(undefined)).toBeUndefined();
  });
});
