import dayjs from 'dayjs';
import { feedback } from '@/components/feedback/feedback-store';

// RuoYi's $modal.confirm → action → msgSuccess chain, and parseTime, for the monitor pages.

export const CONFIRM_TITLE = '系统提示';

/**
 * Asks `content`; on 确定 runs `action` and shows `success`. Resolves true when the action ran
 * and succeeded (the request client already showed any error).
 */
export async function confirmThen(
  content: string,
  action: () => Promise<unknown>,
  success?: string,
): Promise<boolean> {
  const confirmed = await feedback.confirm({ title: CONFIRM_TITLE, content });
  if (!confirmed) return false;
  try {
    await action();
  } catch {
    return false;
  }
  if (success) feedback.message({ type: 'success', content: success });
  return true;
}

export const msgSuccess = (content: string) => feedback.message({ type: 'success', content });

/** RuoYi's parseTime: 'YYYY-MM-DD HH:mm:ss' of a date string or epoch milliseconds; '' when empty. */
export function parseTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
}
