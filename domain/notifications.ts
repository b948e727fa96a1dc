// Notification bell: relative dates and the unread badge (docs/product.md#notifications).
import { notificationsMessages } from './i18n/it/notifications';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_RELATIVE_DAYS, NOTIFICATION_TIME_ZONE } from './limits';
import { interfaceLocale } from './i18n/format';

const MS_PER_DAY = 86_400_000;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  const formatter =
    dayFormatters.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  dayFormatters.set(timeZone, formatter);
  return formatter;
}

/** Days since 1970-01-01 of the calendar date the instant falls on in the zone. */
function calendarDayNumber(instant: Date, timeZone: string): number {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    // Stryker disable next-line OptionalChaining: equivalent, the formatter always gives a year, a month and a day; the ?. is for the type checker
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY;
}

/**
 * The spec counts days from 1: 'Oggi' on the first, 'Ieri' on the second,
 * '{n-1} giorni fa' up to the seventh, then the date. With d calendar days
 * between the two dates (in Europe/Rome, so midnight is Italian midnight):
 * d <= 0 'Oggi' (a clock slightly ahead is still today), d = 1 'Ieri',
 * 2 <= d <= 6 'd giorni fa', d >= 7 the it-IT date ('05/03/2025').
 */
export function notificationDateLabel(
  createdAt: Date,
  now: Date,
  timeZone: string = NOTIFICATION_TIME_ZONE,
): string {
  const days = calendarDayNumber(now, timeZone) - calendarDayNumber(createdAt, timeZone);
  if (days <= 0) return notificationsMessages.today;
  if (days === 1) return notificationsMessages.yesterday;
  if (days < NOTIFICATION_RELATIVE_DAYS) return notificationsMessages.daysAgo(days);
  return createdAt.toLocaleDateString(interfaceLocale(), { timeZone });
}

/** '' with nothing unread, the count up to 9, then '9+'. */
export function notificationBadgeText(unreadCount: number): string {
  if (Number.isNaN(unreadCount) || unreadCount < 1) return '';
  if (unreadCount > NOTIFICATION_BADGE_MAX) return `${NOTIFICATION_BADGE_MAX}+`;
  return String(Math.floor(unreadCount));
}
