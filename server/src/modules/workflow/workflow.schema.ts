import { IsUnion, type TInteger, type TSchema, type TString, type TUnion, Type } from 'typebox';
import { SearchText, filterQueries } from '../../http/resource.schema.js';
import { Id, IdParams, OkData, OneOf, Text, TimeOrNull } from '../../http/schemas.js';

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

/** The review columns of a staff queue's row: the state, staff's last word (why more is needed, why rejected), when. */
export const ReviewColumns = {
  status: Type.String(),
  statusLabel: Type.String(),
  comment: Type.String(),
  createTime: Type.String(),
  updateTime: TimeOrNull,
};

/** What every reviewed record's view carries: its review columns, what its owner does next, its files and timeline. */
export const ReviewedRecord = <Next extends TSchema>(nextAction: Next) => ({
  ...ReviewColumns,
  nextAction,
  attachments: Type.Array(AttachmentSchema),
  trail: Type.Array(TrailEntrySchema),
});

/** The ids of private attachments a form sends (uploaded first, then named here). */
export const AttachmentIds = Type.Array(Id('附件'), { title: '附件', maxItems: 10 });

/** What sending a form (or resending it after 待补充) answers: the record's id `{[id]: 3}` and its state. */
export const SubmittedReply = <K extends string>(id: K) =>
  OkData(Type.Object({ ...({ [id]: Type.Integer() } as Record<K, TInteger>), status: Type.String() }));

/** A review queue's decisions: approve, ask for more (待补充) or reject. */
export const REVIEW_ACTIONS = ['approve', 'supplement', 'reject'] as const;

/** Staff's decision on the record `id` in a review queue: one of `actions`, with a comment. */
export const DecisionBody = <K extends string, const A extends readonly string[]>(
  id: K,
  title: string,
  actions: A,
) =>
  Type.Object({
    ...IdParams(id, title).properties,
    action: OneOf(actions, '审核操作'),
    comment: Type.Optional(Text('审核意见', 500)),
  });

/** The state of what people apply to (an event, a programme, a call): '0' draft, '1' published, '2' closed. */
export const PublishStatus = (title: string) => OneOf(['0', '1', '2'], title);

/** A list filter on a choice field: '' (any) or one of its values, under the field's title. */
const AnyOrOneOf = <T extends TSchema & { title?: string }>(choice: T) =>
  Type.Optional(Type.Union([Type.Literal(''), choice], { title: choice.title }));

type SearchOf<Field> = Field extends TUnion
  ? ReturnType<typeof AnyOrOneOf<Field>>
  : ReturnType<typeof SearchText>;

/**
 * The staff list's filters (list and export queries) of what people apply to, from its form's
 * `fields`: the fields named in `searchBy` (any part of a text, or one value of a choice), then the
 * publish state.
 */
export function offeringFilters<
  F extends { status: TSchema & { title?: string } },
  S extends keyof F & string,
>(fields: F, ...searchBy: S[]) {
  const search = Object.fromEntries(
    searchBy.map((key) => {
      const field = fields[key] as TSchema;
      return [key, IsUnion(field) ? AnyOrOneOf(field) : SearchText(field as TString)];
    }),
  ) as { [K in S]: SearchOf<F[K]> };
  return filterQueries({ ...search, status: AnyOrOneOf(fields.status) });
}
