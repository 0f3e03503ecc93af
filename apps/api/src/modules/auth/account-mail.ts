import { ACCOUNT_MAIL_TEXTS, type AccountLinkPurpose, type UserLanguage } from '@redhope/domain';
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

/**
 * The e-mail of a link, in the account's language: what it is for, and the link itself (never the
 * account's other details).
 */
export function accountLinkMail(purpose: AccountLinkPurpose, id: string, to: string, link: string, language: UserLanguage): MailMessage {
  const words = ACCOUNT_MAIL_TEXTS[language][purpose];
  const text = [...words.lines, '', `${words.action}: ${link}`].join('\n');
  // lang: a mail client's screen reader reads the Hindi with a Hindi voice.
  const html = [`<div lang="${language}">`, ...words.lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p>`, '</div>'].join('\n');
  return { id, kind: purpose, to, subject: words.subject, text, html };
}
