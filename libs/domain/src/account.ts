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
