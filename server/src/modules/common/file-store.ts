import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import { deleteUpload, findUpload, insertUpload } from './file-store.queries.js';

// Uploaded files are kept in the upload store under stored names upload/YYYY/MM/DD/<32 hex>.<ext>
// and are named to clients by their public path /profile/upload/…. Only names of exactly that
// shape are ever resolved; in a folder, the resolved file must really be inside it (no symlink
// leads out).

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
 * Which part of the store a file is kept in: `upload` is public (/profile/upload/…); `private`
 * holds the files of business records, which no public path serves (STORED_NAME admits only
 * `upload/`).
 */
export type StorageArea = 'upload' | 'private';

interface FileContent {
  size: number;
  modified: Date;
  /** The bytes, as a stream or at once. */
  body(): Readable | Buffer;
}

/**
 * Where uploaded files are kept, by stored name (upload/… or private/…, checked before any driver
 * sees it): a folder (UPLOAD_DIR) or, for several instances, the database (UPLOAD_STORE).
 */
export interface FileStore {
  /** Keeps `content` under `name`, which no file has yet. */
  write(name: string, content: Buffer): Promise<void>;
  /** The file kept under `name`, or null when there is none. */
  read(name: string): Promise<FileContent | null>;
  /** Forgets the file kept under `name`; one already gone is fine. */
  remove(name: string): Promise<void>;
}

/** Files under `root`; a name resolving outside it (through a symlink) is refused, never read. */
function folderStore(root: string): FileStore {
  return {
    async write(name, content) {
      const target = path.join(root, name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, content, { flag: 'wx', mode: 0o644 });
    },
    async read(name) {
      let absolutePath: string;
      let realRoot: string;
      try {
        [absolutePath, realRoot] = await Promise.all([
          fs.promises.realpath(path.join(root, name)),
          fs.promises.realpath(root),
        ]);
      } catch {
        return null;
      }
      // A symlink inside the root may point anywhere; what it resolves to must stay inside.
      if (!absolutePath.startsWith(realRoot + path.sep)) throw illegalName(name);
      const stat = await fs.promises.stat(absolutePath);
      if (!stat.isFile()) return null;
      return { size: stat.size, modified: stat.mtime, body: () => fs.createReadStream(absolutePath) };
    },
    async remove(name) {
      await fs.promises.rm(path.join(root, name), { force: true });
    },
  };
}

/** Files as rows of sys_upload, which every instance on the database reads. */
function databaseStore(db: Kysely<Database>): FileStore {
  return {
    write: (name, content) => insertUpload(db, { name, content, createTime: formatTime() }),
    async read(name) {
      const row = await findUpload(db, name);
      if (!row) return null;
      // PGlite hands bytea back as a Uint8Array; a reply sends only a Buffer as bytes.
      const content = Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
      return {
        size: content.length,
        modified: new Date(row.createTime.replace(' ', 'T')),
        body: () => content,
      };
    },
    remove: (name) => deleteUpload(db, name),
  };
}

/** The upload store UPLOAD_STORE names. */
export const openFileStore = (config: AppConfig, db: Kysely<Database>): FileStore =>
  config.uploadStore === 'database' ? databaseStore(db) : folderStore(config.uploadDir);

/** Keeps `content` under a new random name of today in `area`; gives that name. */
async function writeNewFile(store: FileStore, area: StorageArea, content: Buffer, extension: string) {
  const day = formatTime().slice(0, 10).replaceAll('-', '/');
  const name = `${area}/${day}/${randomBytes(16).toString('hex')}.${extension}`;
  await store.write(name, content);
  return name;
}

/** Keeps `content` under a new random public name of today. */
export async function storeFile(store: FileStore, content: Buffer, extension: string): Promise<StoredFile> {
  const name = await writeNewFile(store, 'upload', content, extension);
  return { fileName: PUBLIC_PREFIX + name, newFileName: path.posix.basename(name) };
}

/** Keeps `content` in the private area; gives its stored name (private/YYYY/MM/DD/<hex>.<ext>). */
export const storePrivateFile = (store: FileStore, content: Buffer, extension: string) =>
  writeNewFile(store, 'private', content, extension);

export interface ResolvedFile extends FileContent {
  /** The public path /profile/upload/… (for a private file, its stored name). */
  fileName: string;
  /** The stored name. */
  name: string;
  extension: string;
}

export const illegalName = (fileName: string) => badRequest(`文件名称(${fileName})非法，不允许下载。`);

/**
 * The stored file `fileName` names; refuses (400) any other shape of name — `..`, absolute paths,
 * encoded separators — and answers 404 when there is no such file.
 */
export async function resolveStoredFile(store: FileStore, fileName: string): Promise<ResolvedFile> {
  const match = STORED_NAME.exec(fileName);
  if (!match) throw illegalName(fileName);
  return resolveNamed(store, match[1], PUBLIC_PREFIX + match[1]);
}

const PRIVATE_NAME = /^private\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/** A file of the private area by its stored name, with the same checks as a public one. */
export async function resolvePrivateFile(store: FileStore, name: string): Promise<ResolvedFile> {
  if (!PRIVATE_NAME.test(name)) throw illegalName(name);
  return resolveNamed(store, name, name);
}

async function resolveNamed(store: FileStore, name: string, fileName: string): Promise<ResolvedFile> {
  const content = await store.read(name);
  if (!content) throw notFound('文件不存在');
  return { ...content, fileName, name, extension: path.posix.extname(name).slice(1) };
}

/** Removes a stored file; one already gone is fine. */
export const deleteStoredFile = (store: FileStore, file: ResolvedFile) => store.remove(file.name);

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
  return reply.send(file.body());
}
