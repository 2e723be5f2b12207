import { type Static, Type } from 'typebox';
import { Ok, Text } from '../../http/schemas.js';

// Uploads and downloads (`/common/*`) and the uploaded files' public paths (`/profile/**`).

export const UploadQuery = Type.Object({
  kind: Type.Optional(
    Type.Union([Type.Literal('image'), Type.Literal('file')], { title: '上传类型（image 或 file）' }),
  ),
});

export const DownloadQuery = Type.Object({
  fileName: Text('文件名称', 500, { min: 1 }),
  delete: Type.Optional(Type.Boolean({ title: '下载后删除' })),
});

export const ProfileFileParams = Type.Object({ '*': Text('文件路径', 500) });

/** A stored upload as RuoYi answers it. */
export const UploadedFile = Type.Object({
  /** Where the SPA shows it: the public path under /prod-api. */
  url: Type.String(),
  /** The public path, e.g. /profile/upload/2026/11/23/<32 hex>.png. */
  fileName: Type.String(),
  newFileName: Type.String(),
  originalFilename: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** `/common/upload`: the one file's fields at the root. */
export const UploadAnswer = Type.Object({ ...Ok.properties, ...UploadedFile.properties });

/** `/common/upload/PLSC`: RuoYi's comma-joined lists, and each file in `data`. */
export const UploadManyAnswer = Type.Object({
  ...Ok.properties,
  urls: Type.String(),
  fileNames: Type.String(),
  newFileNames: Type.String(),
  originalFilenames: Type.String(),
  data: Type.Array(UploadedFile),
});
