// Pieces of the review workflow as the server answers them, for the business pages' tests:
// a timeline entry and a private file.

/** One step of a record's timeline. */
export const trailEntry = (
  to: string,
  toLabel: string,
  actionLabel: string,
  actorName: string,
  comment = '',
) => ({
  from: null,
  fromLabel: '',
  to,
  toLabel,
  action: 'x',
  actionLabel,
  actorName,
  comment,
  time: '2026-11-20 10:00:00',
});

/** A private file of a record (also what `POST /workflow/attachment` answers as `data`). */
export const privateFile = (attachmentId: number, originalName: string) => ({
  attachmentId,
  originalName,
  fileType: originalName.split('.').pop() ?? '',
  fileSize: 2048,
  createTime: null,
  url: `/workflow/attachment/${attachmentId}`,
});

/**
 * The state, next step and timeline of a record 王小明 submitted (`submitted`: 提交申请…) and
 * `officer` sent back asking for `comment`.
 */
export const sentBack = (submitted: string, officer: string, comment: string) => ({
  status: '1',
  statusLabel: '待补充',
  nextAction: 'resubmit' as const,
  comment,
  trail: [
    trailEntry('0', '待审核', submitted, '王小明'),
    trailEntry('1', '待补充', '退回补充', officer, comment),
  ],
});
