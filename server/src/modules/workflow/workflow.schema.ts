import { Type } from 'typebox';
import { Id, IdParams, Text, TimeOrNull } from '../../http/schemas.js';

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

/** Staff's decision on a record in the review queue: approve, ask for more (待补充) or reject. */
export const DecisionBody = <K extends string>(id: K, title: string) =>
  Type.Object({
    ...IdParams(id, title).properties,
    action: Type.Union([Type.Literal('approve'), Type.Literal('supplement'), Type.Literal('reject')], {
      title: '审核操作',
    }),
    comment: Type.Optional(Text('审核意见', 500)),
  });
