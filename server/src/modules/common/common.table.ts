import type { Generated } from 'kysely';

export interface SysFileTable {
  fileId: Generated<number>;
  /** The public path, e.g. /profile/upload/2026/11/23/<32 hex>.png. */
  fileName: string;
  originalName: string;
  /** The extension, lower case. */
  fileType: string;
  fileSize: number;
  /** The uploader's user name. */
  createBy: string;
  createTime: string;
}

/** A stored file's bytes, when the upload store is the database (UPLOAD_STORE=database). */
export interface SysUploadTable {
  /** The stored name: upload/YYYY/MM/DD/<32 hex>.<ext> or private/…. */
  name: string;
  content: Buffer;
  createTime: string;
}
