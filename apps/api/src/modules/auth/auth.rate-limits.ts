import type { BackoffPolicy, RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';

/**
 * Budgets for the session calls. Generous per address, because a college or a donation camp puts
 * many people behind one address; password guessing is slowed per account and address, so a
 * burst against an account from one place never keeps its owner out from another.
 */

/** Wrong passwords for one account from one address: 5 free, then 1 s, 2 s, 4 s... up to 15 min. */
export const LOGIN_PER_ACCOUNT_AND_IP: BackoffPolicy = {
  name: 'login-account-ip',
  freeFailures: 5,
  windowSeconds: 3600,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
};

/**
 * Logins for one account from one address, right or wrong: each checks the password with argon2
 * (19 MiB and tens of milliseconds of a core) and a right one starts a session, yet a right password
 * was counted nowhere, so one client could log in to its own account without end.
 */
export const LOGINS_PER_ACCOUNT_AND_IP: RateLimitPolicy = { name: 'logins-account-ip', points: 20, windowSeconds: 600 };

/**
 * Failed logins from one address, whatever the account (credential stuffing). The delay stops
 * at a minute: it holds everyone behind that address, honest users of a shared network included.
 */
export const LOGIN_PER_IP: BackoffPolicy = {
  name: 'login-ip',
  freeFailures: 200,
  windowSeconds: 3600,
  baseDelaySeconds: 1,
  maxDelaySeconds: 60,
};

/** Each sign-up costs an argon2 hash: SIGNUPS_PER_ADDRESS_PER_10_MINUTES (20) from one address. */
export const registerPerIp = (points: number): RateLimitPolicy => ({ name: 'register-ip', points, windowSeconds: 600 });

/**
 * A tab refreshes about every 15 minutes; this leaves room for a campus behind one address. The
 * client takes a 429 here as "try later", never as the end of the session.
 */
export const REFRESH_PER_IP: RateLimitPolicy = { name: 'refresh-ip', points: 300, windowSeconds: 60 };

/** "Forgot password" from one address, whatever the account: each may send an e-mail. */
export const RESET_PER_IP: RateLimitPolicy = { name: 'reset-ip', points: 30, windowSeconds: 3600 };

/** Reset links asked for one e-mail address (whether or not an account has it): no mailbox flooding. */
export const RESET_PER_ACCOUNT: RateLimitPolicy = { name: 'reset-account', points: 3, windowSeconds: 3600 };

/** New addresses one user may ask to confirm (each sends an e-mail to an address they typed). */
export const EMAIL_CHANGE_PER_USER: RateLimitPolicy = { name: 'email-change-user', points: 5, windowSeconds: 3600 };

/** Confirmation links sent again to one user's address. */
export const CONFIRMATION_PER_USER: RateLimitPolicy = { name: 'confirmation-user', points: 5, windowSeconds: 3600 };
