import dayjs from 'dayjs';

// parseTime for the monitor pages; the $modal helpers (confirmThen, msgSuccess) live in
// @/admin/components/feedback and are re-exported here.

export { CONFIRM_TITLE, confirmThen, msgSuccess } from '@/admin/components/feedback';

/** RuoYi's parseTime: 'YYYY-MM-DD HH:mm:ss' of a date string or epoch milliseconds; '' when empty. */
export function parseTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
}
