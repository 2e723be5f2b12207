import type { TFunction } from '@/lib/i18n';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n';
import { formatFen } from '@/lib/money';
import type { EventCard } from '../api/activities';

// What the event pages show of an event in the chosen language; an empty English title falls
// back to the Chinese one.

export const eventTitle = (event: Pick<EventCard, 'title' | 'titleEs'>, lang: Lang) =>
  lang === 1 && event.titleEs.trim() !== '' ? event.titleEs : event.title;

/** Now in local time as `YYYY-MM-DD HH:mm:ss` (without dayjs, which the home page does not load). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
}

/** The time the page was shown, `YYYY-MM-DD HH:mm:ss` like the event's times (kept across renders). */
export function useShownAt(): string {
  const [shownAt] = useState(localNow);
  return shownAt;
}

/** `2026-12-04 14:00:00` → `2026-12-04 14:00`. */
export const minutes = (time: string) => time.slice(0, 16);

/** From start to end; the day is written once when both fall on it. */
export function timeRange(start: string, end: string): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return `${minutes(start)}–${end.slice(11, 16)}`;
  return `${minutes(start)} – ${minutes(end)}`;
}

const KNOWN_TYPES = ['training', 'meeting', 'salon', 'lecture', 'visit', 'other'] as const;
export type EventType = (typeof KNOWN_TYPES)[number];
export const EVENT_TYPES: readonly EventType[] = KNOWN_TYPES;

/** The name of an activity_type value; an unknown one shows as it is. */
export const typeLabel = (t: TFunction, type: string) =>
  (KNOWN_TYPES as readonly string[]).includes(type) ? t(`activity.types.${type as EventType}`) : type;

export const feeText = (t: TFunction, fee: number) => (fee > 0 ? formatFen(fee) : t('activity.free'));

/** Seats left, full (with the waiting list while sign-up is open at `now`) or unlimited. */
export function seatsText(
  t: TFunction,
  event: Pick<EventCard, 'seatsLeft' | 'signEnd'>,
  now: string,
): string {
  if (event.seatsLeft === null) return t('activity.unlimited');
  if (event.seatsLeft > 0) return t('activity.seatsLeft', { count: event.seatsLeft });
  return now <= event.signEnd ? t('activity.seatsFull') : t('activity.seatsTaken');
}
