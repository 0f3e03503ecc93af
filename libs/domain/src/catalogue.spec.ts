import { CAMPAIGN_CATEGORIES, isCampaignCategory } from './categories';
import { DEFAULT_ERROR_MESSAGES, ERROR_CODES, ERROR_MESSAGE_KEYS, HTTP_STATUS_BY_CODE, httpStatusOf, isErrorCode } from './errors';
import { IMAGE_MAX_BYTES, MIN_AGE, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from './limits';
import { MESSAGES, VALIDATION_MESSAGES } from './messages';

describe('catalogue', () => {
  it('spells the seven categories as the SPEC does', () => {
    expect(CAMPAIGN_CATEGORIES).toHaveLength(7);
    expect(isCampaignCategory('Genereal health camp')).toBe(true);
    expect(isCampaignCategory('General health camp')).toBe(false);
    expect(isCampaignCategory('Health Education & Awareness Camps')).toBe(true);
  });

  it('keeps the SPEC limits', () => {
    expect(MIN_AGE).toBe(18);
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(PASSWORD_MIN_LENGTH).toBe(5);
    expect(IMAGE_MAX_BYTES).toBe(10485760);
  });

  it('keeps the SPEC texts verbatim, typos included', () => {
    expect(VALIDATION_MESSAGES.signupUserName).toBe('Username must contains atleast 3 charecters');
    expect(VALIDATION_MESSAGES.loginFieldsRequired).toBe('All fields are requird');
    expect(MESSAGES.connectionFailed).toBe('Connection with server failed ');
    expect(MESSAGES.loggingOut).toBe('Loging out...');
  });

  it('maps every code to a status and a message, with the SPEC statuses', () => {
    for (const code of ERROR_CODES) {
      expect(HTTP_STATUS_BY_CODE[code]).toBeGreaterThanOrEqual(400);
      expect(DEFAULT_ERROR_MESSAGES[code].length).toBeGreaterThan(0);
    }
    expect(httpStatusOf('USER_NOT_FOUND')).toBe(402);
    expect(httpStatusOf('USER_ALREADY_EXISTS')).toBe(402);
    expect(httpStatusOf('INCORRECT_PASSWORD')).toBe(403);
    expect(httpStatusOf('PROFILE_INCOMPLETE')).toBe(403);
    expect(httpStatusOf('UNAUTHENTICATED')).toBe(401);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
  });

  it('gives each code its text from the one table, the SPEC texts included', () => {
    for (const code of ERROR_CODES) expect(DEFAULT_ERROR_MESSAGES[code]).toBe(MESSAGES[ERROR_MESSAGE_KEYS[code]]);
    expect(DEFAULT_ERROR_MESSAGES.USER_NOT_FOUND).toBe('User does not exist');
    expect(DEFAULT_ERROR_MESSAGES.INCORRECT_PASSWORD).toBe('Incorrect password');
    expect(DEFAULT_ERROR_MESSAGES.USER_ALREADY_EXISTS).toBe('User already exists. Try to login.');
    expect(DEFAULT_ERROR_MESSAGES.UNAUTHENTICATED).toBe('Please log in to continue');
    expect(DEFAULT_ERROR_MESSAGES.INTERNAL).toBe('Something went wrong!');
  });

  it('spells every text once, so a text the server sends names one key', () => {
    const texts = [...Object.values(MESSAGES), ...Object.values(VALIDATION_MESSAGES)];
    expect(new Set(texts).size).toBe(texts.length);
  });
});
