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
