import type { NotificationKind } from '@redhope/domain';
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
 * A notification as an e-mail: its title, its text and its actions as links to the app. Only
 * what the notification already says (never a phone number). Without PUBLIC_URL there is no
 * address to link to, so the e-mail points to the notifications page in words.
 */
export function notificationMail(notification: NotificationEntity, to: string, publicUrl: string | undefined): MailMessage {
  const links = notification.actions.map((action) => ({ name: action.name, url: publicUrl ? new URL(action.navigate, publicUrl).toString() : null }));
  const footer = 'You receive this because you are a Redhope donor. Turn alerts off in your profile: "Available to donate".';
  const text = [
    notification.body,
    '',
    ...links.map((link) => (link.url ? `${link.name}: ${link.url}` : `${link.name}: open Redhope, then Notifications.`)),
    '',
    footer,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(notification.body)}</p>`,
    ...links.map((link) => (link.url ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a></p>` : `<p>${escapeHtml(link.name)}: open Redhope, then Notifications.</p>`)),
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { id: notification.id, kind: notification.kind, to, subject: `Redhope: ${notification.title}`, text, html };
}
