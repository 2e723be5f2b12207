import { feedback } from '@/components/feedback/feedback-store';

// RuoYi's $modal helpers shared by every admin page (system and monitor): confirm, msgSuccess,
// msgError, and the confirm → request → message chains built on them.

export const CONFIRM_TITLE = '系统提示';

/** RuoYi's `proxy.$modal.confirm` with 确定/取消 buttons: resolves true when confirmed. */
export const confirmAction = (content: string) =>
  feedback.confirm({ title: CONFIRM_TITLE, content, okText: '确定', cancelText: '取消' });

/** RuoYi's `proxy.$modal.msgSuccess`. */
export const msgSuccess = (content: string) => feedback.message({ type: 'success', content });

/** RuoYi's `proxy.$modal.msgError`. */
export const msgError = (content: string) => feedback.message({ type: 'error', content });

/** Runs `action` and swallows its rejection (the request client has already shown it). */
export async function quietly<T>(action: () => Promise<T>): Promise<T | undefined> {
  try {
    return await action();
  } catch {
    return undefined;
  }
}

/**
 * Asks `content` (title 系统提示, the dialog's own button texts); on 确定 runs `action` and shows
 * `success`. Resolves true when the action ran and succeeded (the request client already showed
 * any error).
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

/**
 * The 删除 of a system list: asks `content` with {@link confirmAction}, runs `remove`, then (when it
 * answered) calls `afterRemove` (e.g. clearing the selection) and shows 删除成功.
 */
export async function confirmRemove(
  content: string,
  remove: () => Promise<unknown>,
  afterRemove?: () => void,
): Promise<void> {
  if (!(await confirmAction(content))) return;
  if ((await quietly(remove)) === undefined) return;
  afterRemove?.();
  msgSuccess('删除成功');
}
