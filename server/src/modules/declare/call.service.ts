import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { formatTime, isRealTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { sanitizeArticleHtml } from '../content/article-html.js';
import {
  type CallRecord,
  callQueries,
  findAnnouncedCalls,
  findApprovedOf,
  findOpenCalls,
} from './declare.queries.js';
import type { Announcement, CallBody, CallRow, PublishBody } from './declare.schema.js';
import { updatedBy } from '../../http/audit-stamp.js';
import { offering } from '../workflow/offering.js';

// Declaration calls (申报通知): staff keep them and announce an award call's approved
// declarations (公示); the public page lists the open calls, and merit rating the announcements.

export const KIND_LABELS: Record<string, string> = { award: '评优评先', project: '项目申报', other: '其他' };
const STATUS_LABELS: Record<string, string> = { '0': '草稿', '1': '已发布', '2': '已关闭' };

/** Open for declarations: published and inside the window. */
export const isCallOpen = (call: { status: string; startTime: string; endTime: string }, now: string) =>
  call.status === '1' && call.startTime <= now && now <= call.endTime;

export const rowOf = (row: CallRecord, now = formatTime()): CallRow => ({
  ...row,
  memberOnly: row.memberOnly === '1',
  declarations: Number(row.declarations),
  approved: Number(row.approved),
  open: isCallOpen(row, now),
});

const CALL_COLUMNS: ExcelColumn<CallRow>[] = [
  { header: '申报编号', key: 'callId' },
  { header: '申报标题', key: 'title', width: 30 },
  { header: '申报类型', key: 'kind', format: (value) => KIND_LABELS[String(value)] ?? String(value) },
  { header: '开始时间', key: 'startTime', width: 20 },
  { header: '截止时间', key: 'endTime', width: 20 },
  { header: '仅限会员', key: 'memberOnly', format: (value) => (value ? '是' : '否') },
  { header: '申报数', key: 'declarations' },
  { header: '已通过', key: 'approved' },
  { header: '公示时间', key: 'publishTime', width: 20 },
  { header: '状态', key: 'status', format: (value) => STATUS_LABELS[String(value)] ?? '' },
];

function callValues(input: CallBody) {
  if (!isRealTime(input.startTime)) throw badRequest('申报开始时间不是有效的时间');
  if (!isRealTime(input.endTime)) throw badRequest('申报截止时间不是有效的时间');
  if (input.endTime <= input.startTime) throw badRequest('申报截止时间应晚于开始时间');
  return {
    title: input.title.trim(),
    titleEs: input.titleEs?.trim() ?? '',
    content: sanitizeArticleHtml(input.content ?? ''),
    contentEs: sanitizeArticleHtml(input.contentEs ?? ''),
    kind: input.kind,
    startTime: input.startTime,
    endTime: input.endTime,
    requiredFiles: (input.requiredFiles ?? '').trim(),
    memberOnly: input.memberOnly ? '1' : '0',
    status: input.status,
    remark: input.remark ?? '',
  } as const;
}

/** Staff's calls; one with declarations keeps its history (close it instead of deleting). */
export const callOffering = offering({
  name: '申报通知',
  applied: '申报',
  ...callQueries,
  rowOf,
  columns: CALL_COLUMNS,
  values: callValues,
  kept: (title) => `“${title}”已有申报，不能删除，可将其关闭`,
});

/** Announces an award call's approved declarations for `publicityDays` days, once. */
export async function publishResults(db: Kysely<Database>, input: PublishBody, current: CurrentUser) {
  const call = await callOffering.recordOf(db, input.callId);
  if (call.kind !== 'award') throw badRequest('只有评优评先类申报可以发布公示');
  if (call.publishTime) throw badRequest('该申报已发布公示');
  if (!Number(call.approved)) throw badRequest('尚无审核通过的申报，不能发布公示');
  const now = new Date();
  await callQueries.writes.update(db, call.callId, {
    publishTime: formatTime(now),
    publicityEnd: formatTime(now.getTime() + input.publicityDays * 86_400_000),
    ...updatedBy(current.userName, formatTime(now)),
  });
}

// ---- public ----

export async function openCalls(db: Kysely<Database>, now = formatTime()) {
  return (await findOpenCalls(db, now)).map((row) => rowOf(row, now));
}

/** Merit rating: announcements still in their publicity period, and earlier ones by year. */
export async function announcements(db: Kysely<Database>, now = formatTime()) {
  const announced = await findAnnouncedCalls(db);
  const winners = await findApprovedOf(
    db,
    announced.map((call) => call.callId),
  );
  const all: Announcement[] = announced.map((call) => ({
    callId: call.callId,
    title: call.title,
    titleEs: call.titleEs,
    publishTime: call.publishTime ?? '',
    publicityEnd: call.publicityEnd ?? '',
    winners: winners
      .filter((winner) => winner.callId === call.callId)
      .map(({ declareId, title, applicantName }) => ({ declareId, title, applicantName })),
  }));
  const current = all.filter((item) => item.publicityEnd >= now);
  const past: { year: number; announcements: Announcement[] }[] = [];
  for (const item of all.filter((each) => each.publicityEnd < now)) {
    const year = Number(item.publishTime.slice(0, 4));
    const group = past.find((each) => each.year === year);
    if (group) group.announcements.push(item);
    else past.push({ year, announcements: [item] });
  }
  return { current, past };
}
