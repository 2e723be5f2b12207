import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../http/envelope.js';

// What may be uploaded (SPEC.md §5, §8): files doc, xls, ppt, txt, pdf; images png, jpg, jpeg; at
// most 5 files of 5 MB each. A file must be what its extension says, judged by its content.

export const MAX_FILE_MB = 5;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export const MAX_FILES = 5;

/** `image` and `file` are the two upload components; without a kind both lists are allowed. */
export type UploadKind = 'image' | 'file';

/** The types each kind offers, as its message lists them. */
export const KIND_TYPES: Record<UploadKind, string[]> = {
  file: ['doc', 'xls', 'ppt', 'txt', 'pdf'],
  image: ['png', 'jpg', 'jpeg'],
};

/**
 * What the content of each accepted extension must be detected as. The Office types also accept
 * their current form (docx, xlsx, pptx): the name a person sees is still "a Word document".
 */
const CONTENT_OF: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  txt: [],
};
/** The modern Office extensions, allowed wherever their family is. */
const FAMILY: Record<string, string> = { docx: 'doc', xlsx: 'xls', pptx: 'ppt' };

export const extensionOf = (filename: string) => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

const isImage = (extension: string) => KIND_TYPES.image.includes(extension);

const typesOf = (kind: UploadKind | undefined) =>
  kind ? KIND_TYPES[kind] : [...KIND_TYPES.file, ...KIND_TYPES.image];

/** 上传图片大小不能超过 5 MB! for an image (by kind, else by extension), else the file wording. */
export function sizeMessage(filename: string, kind: UploadKind | undefined): string {
  const image = kind ? kind === 'image' : isImage(extensionOf(filename));
  return `上传${image ? '图片' : '文件'}大小不能超过 ${MAX_FILE_MB} MB!`;
}

export const typeMessage = (kind: UploadKind | undefined) =>
  `文件格式不正确, 请上传${typesOf(kind).join('/')}格式文件!`;

export const countMessage = (limit: number) => `上传文件数量不能超过 ${limit} 个!`;

/** Plain text: no NUL and no control characters other than tab, line breaks, form feed and escape. */
function looksLikeText(content: Buffer): boolean {
  const head = content.subarray(0, 64 * 1024);
  for (const byte of head) {
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) return false;
  }
  return true;
}

/**
 * The checked extension of an upload; refuses (400, SPEC.md §8 wording) a type the kind does not
 * offer, content that is not of that type (an .exe or a web page renamed .jpg), and an empty file.
 */
export async function checkUpload(
  file: { filename: string; content: Buffer },
  kind: UploadKind | undefined,
): Promise<string> {
  const extension = extensionOf(file.filename);
  const allowed = typesOf(kind);
  if (!allowed.includes(FAMILY[extension] ?? extension)) throw badRequest(typeMessage(kind));
  if (file.content.length === 0) throw badRequest('上传文件不能为空');
  if (file.content.length > MAX_FILE_BYTES) throw badRequest(sizeMessage(file.filename, kind));
  const detected = await fileTypeFromBuffer(file.content);
  const expected = CONTENT_OF[extension];
  const matches =
    expected.length === 0
      ? detected === undefined && looksLikeText(file.content)
      : detected !== undefined && expected.includes(detected.ext);
  if (!matches) throw badRequest(typeMessage(kind));
  return extension;
}
