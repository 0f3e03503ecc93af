import { NOTIFICATION_MAIL_TEXTS, renderNotificationIn, type NotificationKind, type NotificationParamsByKind, type UserLanguage } from '@redhope/domain';
import type { MailMessage } from '../mail';
import type { NotificationEntity } from './notification.entity';

/**
 * The kinds worth an e-mail: someone needs blood now, someone answered your request, your camp is
 * tomorrow, your donation helped, and you may give again.
 */
export const EMAILED_KINDS: ReadonlySet<NotificationKind> = new Set(['request-alert', 'help-offered', 'camp-reminder', 'donation-helped', 'donation-reminder']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * A notification as an e-mail, in its recipient's language: its title, its text and its actions as
 * links to the app. Only what the notification already says (never a phone number). Without
 * PUBLIC_URL there is no address to link to, so the e-mail points to the notifications page in words.
 */
export function notificationMail(notification: NotificationEntity, to: string, language: UserLanguage, publicUrl: string | undefined): MailMessage {
  const content = renderNotificationIn(notification.kind, notification.params as unknown as NotificationParamsByKind[typeof notification.kind], language);
  const words = NOTIFICATION_MAIL_TEXTS[language];
  const links = content.actions.map((action) => ({ name: action.name, url: publicUrl ? new URL(action.navigate, publicUrl).toString() : null }));
  const text = [
    content.body,
    '',
    ...links.map((link) => `${link.name}: ${link.url ?? words.openApp}`),
    '',
    words.footer,
  ].join('\n');
  // lang: a mail client's screen reader reads the Hindi with a Hindi voice.
  const html = [
    `<div lang="${language}">`,
    `<p>${escapeHtml(content.body)}</p>`,
    ...links.map((link) => (link.url ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a></p>` : `<p>${escapeHtml(link.name)}: ${escapeHtml(words.openApp)}</p>`)),
    `<p style="color:#666;font-size:12px">${escapeHtml(words.footer)}</p>`,
    '</div>',
  ].join('\n');
  return { id: notification.id, kind: notification.kind, to, subject: `Redhope: ${content.title}`, text, html };
}
