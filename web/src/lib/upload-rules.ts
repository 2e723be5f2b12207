import type { AttachmentAnswer } from '@server/modules/workflow/attachment.schema';
import { type AjaxResult, http } from '@/lib/request';

// The client-side checks and messages of SPEC.md §5 and §8 for the file and image uploads and the
// rich-text editor's images, and the one upload call they share (SPEC.md §7).

/** What the server is asked to accept; it also picks the wording of its own messages. */
export type UploadKind = 'image' | 'file';

export const UPLOAD_LIMIT = 5;
/** Megabytes. */
export const UPLOAD_SIZE = 5;
export const FILE_TYPES: readonly string[] = ['doc', 'xls', 'ppt', 'txt', 'pdf'];
export const IMAGE_TYPES: readonly string[] = ['png', 'jpg', 'jpeg'];

/** Our decision: the Office types also take their newer formats (the message lists the configured ones). */
const NEWER_FORMATS: Readonly<Record<string, string>> = { doc: 'docx', xls: 'xlsx', ppt: 'pptx' };

const noun = (kind: UploadKind) => (kind === 'image' ? '图片' : '文件');

export const uploadMessages = {
  type: (fileType: readonly string[]) => `文件格式不正确, 请上传${fileType.join('/')}格式文件!`,
  size: (kind: UploadKind, fileSize: number) => `上传${noun(kind)}大小不能超过 ${fileSize} MB!`,
  count: (limit: number) => `上传文件数量不能超过 ${limit} 个!`,
  failed: { file: '上传失败, 请重试', image: '上传失败' } satisfies Record<UploadKind, string>,
  success: '上传成功',
  insertFailed: '图片插入失败',
} as const;

function extensionsOf(fileType: readonly string[]): string[] {
  return fileType.flatMap((type) => {
    const lower = type.toLowerCase();
    return NEWER_FORMATS[lower] ? [lower, NEWER_FORMATS[lower]] : [lower];
  });
}

/** The file picker's `accept` attribute, e.g. '.png,.jpg,.jpeg'. */
export const acceptOf = (fileType: readonly string[]) =>
  extensionsOf(fileType)
    .map((ext) => `.${ext}`)
    .join(',');

export interface UploadCheck {
  kind: UploadKind;
  fileType: readonly string[];
  /** Megabytes. */
  fileSize: number;
}

/** The message that refuses `file` (type first, then size, as RuoYi checks), or null when it may go. */
export function checkFile(file: { name: string; size: number }, { kind, fileType, fileSize }: UploadCheck) {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (fileType.length > 0 && !extensionsOf(fileType).includes(ext)) return uploadMessages.type(fileType);
  if (fileSize > 0 && file.size > fileSize * 1024 * 1024) return uploadMessages.size(kind, fileSize);
  return null;
}

/** The answer of POST /common/upload (RuoYi's CommonController.uploadFile). */
export interface UploadResult extends AjaxResult {
  /** Full address, '/prod-api/profile/upload/…'. */
  url: string;
  /** The stored path, '/profile/upload/…': what forms keep. */
  fileName: string;
  newFileName: string;
  originalFilename: string;
}

export interface UploadOptions {
  /** The caller shows a refusal itself (see the request client). */
  quiet?: boolean;
  /** Whole percent sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Posts `file` as multipart field `file` after `fields`; rejects like every call of the request client. */
function postFile<T>(url: string, fields: Record<string, string>, file: File, options: UploadOptions) {
  const form = new FormData();
  // The fields go first: a streaming multipart parser only knows the fields read before the file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return http.post<T>(url, form, {
    signal: options.signal,
    quiet: options.quiet,
    onUploadProgress: (event) => options.onProgress?.(Math.round((event.progress ?? 0) * 100)),
  });
}

/** A public upload (POST /common/upload): content images, covers, files of articles. */
export const postUpload = (file: File, kind: UploadKind, options: UploadOptions = {}) =>
  postFile<UploadResult>('/common/upload', { kind }, file, options);

/**
 * A private attachment of a business record of `recordKind` (member_apply, activity_sign …):
 * served later only to its owner and to staff (POST /workflow/attachment).
 */
export const postAttachment = (file: File, recordKind: string, options: UploadOptions = {}) =>
  postFile<AttachmentAnswer>(`/workflow/attachment?kind=${recordKind}`, {}, file, options);
