import { Type } from '@fastify/type-provider-typebox';

export const UploadQuery = Type.Object({
  kind: Type.Optional(
    Type.Union([Type.Literal('image'), Type.Literal('file')], { title: '上传类型（image 或 file）' }),
  ),
});

export const DownloadQuery = Type.Object({
  fileName: Type.String({ title: '文件名称', minLength: 1, maxLength: 500 }),
  delete: Type.Optional(Type.Boolean({ title: '下载后删除' })),
});

export const ProfileFileParams = Type.Object({
  '*': Type.String({ title: '文件路径', maxLength: 500 }),
});
