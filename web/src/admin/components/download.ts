import { feedback } from '@/components/feedback/feedback-store';
import { errorCode, http } from '@/lib/request';

// Excel exports of the admin lists (RuoYi's `proxy.download`): GET the export path with the list's
// query as a blob and save it. An answer in JSON is an error envelope: its message is shown.

/** Saves `blob` as a file named `filename` through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** RuoYi's file name of an export: `user_1700000000000.xlsx`. */
export const exportFilename = (name: string) => `${name}_${Date.now()}.xlsx`;

/**
 * GET `url` with `params` (serialised like every list query) as a blob and save it as `filename`.
 * Resolves true when a file was saved.
 */
export async function download(url: string, params: object, filename: string): Promise<boolean> {
  const blob = await http.get<Blob>(url, { params, responseType: 'blob' });
  if (blob.type.includes('application/json')) {
    let msg = errorCode.default;
    try {
      const body = JSON.parse(await blob.text()) as { code?: number; msg?: string };
      msg = errorCode[String(body.code)] || body.msg || msg;
    } catch {
      // not an envelope: keep the default message
    }
    feedback.message({ type: 'error', content: msg });
    return false;
  }
  saveBlob(blob, filename);
  return true;
}
