import { Type } from 'typebox';
import { Id, TimeOrNull } from '../../http/schemas.js';

// The workflow's shapes, part of every business record's answer.

/** One row of a record's timeline: who moved it from which state to which, when, and why. */
export const TrailEntrySchema = Type.Object({
  from: Type.Union([Type.String(), Type.Null()]),
  fromLabel: Type.String(),
  to: Type.String(),
  toLabel: Type.String(),
  action: Type.String(),
  actionLabel: Type.String(),
  actorName: Type.String(),
  comment: Type.String(),
  time: Type.String(),
});

/** A private attachment as its owner and staff see it; the file itself is behind `url`. */
export const AttachmentSchema = Type.Object({
  attachmentId: Type.Integer(),
  originalName: Type.String(),
  fileType: Type.String(),
  fileSize: Type.Integer(),
  createTime: TimeOrNull,
  url: Type.String(),
});

/** The ids of private attachments a form sends (uploaded first, then named here). */
export const AttachmentIds = Type.Array(Id('附件'), { title: '附件', maxItems: 10 });
