import type { AccountLinkPurpose } from '@redhope/domain';
import type { MailMessage } from '../mail';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page of the web client that reads each link (the token after `#`, so it reaches no server log nor Referer). */
export const ACCOUNT_LINK_PATHS: Readonly<Record<AccountLinkPurpose, string>> = {
  'reset-password': '/reset-password',
  'confirm-email': '/confirm-email',
  'change-email': '/confirm-email',
  'undo-email': '/undo-email-change',
};

const WORDING: Readonly<Record<AccountLinkPurpose, { subject: string; lines: string[]; action: string }>> = {
  'reset-password': {
    subject: 'Redhope: reset your password',
    lines: [
      'Someone asked to reset the password of the Redhope account that uses this address.',
      'The link works once, within 30 minutes, and ends every session of the account.',
      'If it was not you, ignore this e-mail: nothing changes.',
    ],
    action: 'Choose a new password',
  },
  'confirm-email': {
    subject: 'Redhope: confirm your e-mail address',
    lines: ['Welcome to Redhope. Confirm this address to receive blood request alerts by e-mail.', 'If you did not sign up, ignore this e-mail.'],
    action: 'Confirm my address',
  },
  'change-email': {
    subject: 'Redhope: confirm your new e-mail address',
    lines: [
      'Someone asked to sign in to a Redhope account with this address from now on.',
      'The change happens only when you open this link (it works for 24 hours). If it was not you, ignore this e-mail.',
    ],
    action: 'Use this address',
  },
  'undo-email': {
    subject: 'Redhope: your e-mail address was changed',
    lines: [
      'The Redhope account that used this address now signs in with another one.',
      'If you did not make this change, undo it within 7 days: your address comes back and every session ends.',
    ],
    action: 'Undo the change',
  },
};

/** The e-mail of a link: what it is for, and the link itself (never the account's other details). */
export function accountLinkMail(purpose: AccountLinkPurpose, id: string, to: string, link: string): MailMessage {
  const words = WORDING[purpose];
  const text = [...words.lines, '', `${words.action}: ${link}`].join('\n');
  const html = [...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`].join('\n');
  return { id, kind: purpose, to, subject: words.subject, text, html };
}
