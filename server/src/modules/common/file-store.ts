import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { badRequest, notFound } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';

// Uploaded files live under the upload root (UPLOAD_DIR) as upload/YYYY/MM/DD/<32 hex>.<ext> and are
// named to clients by their public path /profile/upload/…. Only names of exactly that shape are
// ever resolved, and the resolved file must really be inside the root (no symlink leads out).

export const PUBLIC_PREFIX = '/profile/';

/** A stored name: upload/2026/11/23/<32 hex>.<ext>, with or without the /profile/ prefix. */
const STORED_NAME = /^(?:\/profile\/|profile\/)?(upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})$/;

/** Shown inline; everything else is sent as a download (no HTML or SVG is ever rendered from here). */
const INLINE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const DOWNLOAD_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export interface StoredFile {
  /** The public path, e.g. /profile/upload/2026/11/23/<hex>.png. */
  fileName: string;
  newFileName: string;
}

/**
 * Where under the root a file is kept: `upload` is public (/profile/upload/…); `private` holds the
 * files of business records, which no public path serves (STORED_NAME admits only `upload/`).
 */
export type StorageArea = 'upload' | 'private';

/** Writes `content` under a new random name in today's folder of `area`; gives its path under the root. */
async function writeNewFile(root: string, area: StorageArea, content: Buffer, extension: string) {
  const day = formatTime().slice(0, 10).replaceAll('-', '/');
  const relative = `${area}/${day}/${randomBytes(16).toString('hex')}.${extension}`;
  const target = path.join(root, relative);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, content, { flag: 'wx', mode: 0o644 });
  return relative;
}

/** Writes `content` under a new random name in today's public folder. */
export async function storeFile(root: string, content: Buffer, extension: string): Promise<StoredFile> {
  const relative = await writeNewFile(root, 'upload', content, extension);
  return { fileName: PUBLIC_PREFIX + relative, newFileName: path.basename(relative) };
}

/** Writes `content` into the private area; gives its path under the root (private/YYYY/MM/DD/<hex>.<ext>). */
export const storePrivateFile = (root: string, content: Buffer, extension: string) =>
  writeNewFile(root, 'private', content, extension);

export interface ResolvedFile {
  /** The public path /profile/upload/… (for a private file, its path under the root). */
  fileName: string;
  absolutePath: string;
  extension: string;
  size: number;
  modified: Date;
}

export const illegalName = (fileName: string) => badRequest(`文件名称(${fileName})非法，不允许下载。`);

/**
 * The stored file `fileName` names; refuses (400) any other shape of name — `..`, absolute paths,
 * encoded separators — and answers 404 when there is no such regular file inside the root.
 */
export async function resolveStoredFile(root: string, fileName: string): Promise<ResolvedFile> {
  const match = STORED_NAME.exec(fileName);
  if (!match) throw illegalName(fileName);
  return resolveInside(root, match[1], PUBLIC_PREFIX + match[1]);
}

const PRIVATE_NAME = /^private\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** A file of the private area by its path under the root, with the same checks as a public one. */
export async function resolvePrivateFile(root: string, relative: string): Promise<ResolvedFile> {
  if (!PRIVATE_NAME.test(relative)) throw illegalName(relative);
  return resolveInside(root, relative, relative);
}

async function resolveInside(root: string, relative: string, fileName: string): Promise<ResolvedFile> {
  let absolutePath: string;
  let realRoot: string;
  try {
    [absolutePath, realRoot] = await Promise.all([
      fs.promises.realpath(path.join(root, relative)),
      fs.promises.realpath(root),
    ]);
  } catch {
    throw notFound('文件不存在');
  }
  // A symlink inside the root may point anywhere; what it resolves to must stay inside.
  if (!absolutePath.startsWith(realRoot + path.sep)) throw illegalName(fileName);
  const stat = await fs.promises.stat(absolutePath);
  if (!stat.isFile()) throw notFound('文件不存在');
  return {
    fileName,
    absolutePath,
    extension: path.extname(relative).slice(1),
    size: stat.size,
    modified: stat.mtime,
  };
}

/** Removes a stored file; one already gone is fine. */
export async function deleteStoredFile(file: ResolvedFile): Promise<void> {
  await fs.promises.rm(file.absolutePath, { force: true });
}

/** `attachment; filename*=UTF-8''…` with an ASCII fallback, for names in any language. */
function attachment(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}

/**
 * Sends a stored file with headers that keep it inert: its own content type (never sniffed), a
 * sandboxing CSP, images inline unless `asDownload`, anything else as a download named
 * `downloadName` (default: the stored name).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: ResolvedFile,
  { asDownload, downloadName, cache }: { asDownload: boolean; downloadName?: string; cache: boolean },
) {
  const inline = asDownload ? undefined : INLINE_TYPES[file.extension];
  reply
    .header('content-type', inline ?? DOWNLOAD_TYPES[file.extension] ?? 'application/octet-stream')
    .header('content-length', file.size)
    .header('last-modified', file.modified.toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cache ? 'public, max-age=31536000, immutable' : 'no-store');
  if (!inline) reply.header('content-disposition', attachment(downloadName ?? path.basename(file.fileName)));
  return reply.send(fs.createReadStream(file.absolutePath));
}
