import dayjs from 'dayjs';

/**
 * RuoYi's parseTime: 'YYYY-MM-DD HH:mm:ss' of a date string or epoch milliseconds, '' when empty,
 * and an unreadable value as it is.
 */
export function parseTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
}
