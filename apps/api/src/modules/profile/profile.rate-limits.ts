import type { BackoffPolicy, RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';

/**
 * Wrong passwords typed again by a signed-in user (changing the password, deleting the account):
 * a stolen session must not become a way to guess the password. 5 free, then 1 s, 2 s, 4 s... up
 * to 15 minutes, per session: a thief's guesses never slow the owner's own session.
 */
export const PASSWORD_REENTRY_PER_SESSION: BackoffPolicy = {
  name: 'password-reentry-session',
  freeFailures: 5,
  windowSeconds: 3600,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
};

/**
 * Passwords typed again in one session, right or wrong: each is checked with argon2 (19 MiB and
 * tens of milliseconds of a core), and a password change hashes the new one too. A right password
 * was counted nowhere, so a session could change its password back and forth without end.
 */
export const PASSWORD_REENTRIES_PER_SESSION: RateLimitPolicy = { name: 'password-reentries-session', points: 10, windowSeconds: 600 };

/**
 * Copies of everything stored about a user, per user: each reads every table of theirs and answers
 * it whole, and what is stored grows (a session row per login: with 20,000 of them one export was
 * 2.7 MB and 580 ms of CPU). A person asks for a copy now and then.
 */
export const DATA_EXPORTS_PER_USER: RateLimitPolicy = { name: 'data-export-user', points: 10, windowSeconds: 3600 };
