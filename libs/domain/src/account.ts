/**
 * Texts of account recovery and verified e-mail (the product spells none of these): the answers
 * of the link calls and the e-mails' words. Never put an address or a token in them.
 */
export const ACCOUNT_MESSAGES = {
  resetLinkSent: 'If an account uses this address, a link to reset its password is on its way. It works once, within 30 minutes.',
  passwordReset: 'Password changed. Every session has ended: log in with the new password.',
  linkInvalid: 'This link is invalid, used or expired',
  tokenRequired: 'The link is incomplete',
  emailConfirmed: 'E-mail address confirmed',
  emailChangeUndone: 'Your previous e-mail address is back and every session has ended. If you did not ask for the change, reset your password now.',
  confirmationSent: 'We sent a confirmation link to your e-mail address',
  alreadyConfirmed: 'Your e-mail address is already confirmed',
} as const;

/** How long each link sent by e-mail works. */
export const ACCOUNT_LINK_TTL_SECONDS = {
  'reset-password': 30 * 60,
  'confirm-email': 7 * 86_400,
  'change-email': 86_400,
  'undo-email': 7 * 86_400,
} as const;

export type AccountLinkPurpose = keyof typeof ACCOUNT_LINK_TTL_SECONDS;

/** Texts of input the server refuses whatever the form (control characters, names people cannot read as written). */
export const INPUT_MESSAGES = {
  controlCharacters: 'Remove the control characters (such as NUL) from this field',
  invisibleCharacters: 'Use visible letters: no invisible or text-direction characters',
  nameRequired: 'Type a name',
} as const;

/**
 * Characters a name must not hold: controls, format characters (zero-width spaces, the bidi
 * overrides and isolates that make "\u202eNIMDA troppuS" display as "Support ADMIN"), private-use
 * characters, line and paragraph separators, and the blank "letters" (Hangul fillers, braille blank).
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/u;

/** Zero-width (non-)joiners between letters are part of how Indic scripts are written: kept. */
const JOINER_IN_WORD = /(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])/gu;

/** A name as people see it: visible characters only (joiners inside words allowed), with at least one letter or digit. */
export function isVisibleName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return !HIDDEN_CHARACTERS.test(value.replace(JOINER_IN_WORD, '')) && /[\p{L}\p{N}]/u.test(value);
}

/**
 * What free text (an address, a reason, a hospital, a description) must not hold: zero-width
 * spaces, word joiners and byte-order marks (an "address" of one U+200B looked filled and showed
 * nothing), the bidi embeddings, overrides and isolates (a hospital "\u202e..." read backwards in
 * alerts and share titles), and private-use characters. Joiners stay (Indic scripts, emoji
 * sequences), as do line breaks and the weak direction marks.
 */
const HIDDEN_IN_TEXT = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069\p{Co}]/u;

/** Free text as people see it: none of the hidden characters above, and at least one letter or digit. */
export function isVisibleText(value: unknown): boolean {
  return typeof value === 'string' && !HIDDEN_IN_TEXT.test(value) && /[\p{L}\p{N}]/u.test(value);
}

/** A name normalised as stored: NFC (one spelling for "é"), trimmed. */
export function normaliseName(value: string): string {
  return value.normalize('NFC').trim();
}
