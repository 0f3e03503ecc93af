import { displayCalendarDate } from '@redhope/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * dd/mm/yyyy (SPEC section 9). A `yyyy-mm-dd` calendar date is shown as written, with no time
 * zone shift; a timestamp or Date is shown in the viewer's local time. Invalid input gives ''.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return displayCalendarDate(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm, 24-hour, in the viewer's local time. Invalid input gives ''. */
export function formatTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today as `yyyy-mm-dd` in local time, for the `max`/`min` of date inputs. */
export function todayIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
