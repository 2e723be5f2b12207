import { feedback } from '@/components/feedback/feedback-store';

// RuoYi's $modal helpers of the admin pages: msgSuccess, msgError, and confirm → request → message.

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
 * RuoYi's `$modal.confirm(content).then(action).then(msgSuccess)`: asks `content` (系统提示, 确定 /
 * 取消); on 确定 runs `action` and shows `success`. Resolves true when the action ran and succeeded
 * (the request client already showed any error).
 */
export async function confirmThen(
  content: string,
  action: () => Promise<unknown>,
  success?: string,
): Promise<boolean> {
  const confirmed = await feedback.confirm({
    title: '系统提示',
    content,
    okText: '确定',
    cancelText: '取消',
  });
  if (!confirmed) return false;
  try {
    await action();
  } catch {
    return false;
  }
  if (success) msgSuccess(success);
  return true;
}
