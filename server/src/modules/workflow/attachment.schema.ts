import { type Static, Type } from 'typebox';
import { IdParams, OkData, Text } from '../../http/schemas.js';
import { AttachmentSchema } from './workflow.schema.js';

// Private attachments (`/workflow/attachment`): files a person uploads for a business record.

export const AttachmentQuery = Type.Object({
  kind: Text('记录类型', 30, { min: 1, pattern: '^[a-z_]+$' }),
});

export const AttachmentParams = IdParams('attachmentId', '附件编号');

export const AttachmentAnswer = OkData(AttachmentSchema);
export type AttachmentAnswer = Static<typeof AttachmentAnswer>;
