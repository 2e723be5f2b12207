import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime, isRealTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { sanitizeArticleHtml } from '../content/article-html.js';
import { formatFen } from '../member/member.rules.js';
import { payTo } from '../member/membership.service.js';
import { dictDataOfType } from '../system/dict.service.js';
import {
  type EventRecord,
  eventQueries,
  findEvent,
  findLatestSign,
  findNextEvents,
  findPublicEventPage,
  lockEvent,
  type PublicFilter,
} from './activity.queries.js';
import type { EventBody, EventCard, EventRow, EventUpdateBody, MySign } from './activity.schema.js';
import { TICKET_STATES, type SignState } from './activity.workflows.js';
import { fillSeats, noticeOfEventCancelled, notifyPromoted, waitPositions } from './sign.service.js';
import { updatedBy } from '../../http/audit-stamp.js';
import { offering } from '../workflow/offering.js';

// Events (活动管理): staff keep them; the public site lists them and shows one with the caller's
// sign-up. A larger capacity promotes the waiting list; cancelling an event tells every participant.

type PageInput = Parameters<typeof pagingOf>[0];

export const EVENT_STATUS_LABELS: Record<string, string> = { '0': '草稿', '1': '已发布', '2': '已取消' };

/** Seats left, or null when the event has no limit. */
const seatsLeft = (row: { capacity: number; registered: number }) =>
  row.capacity ? Math.max(0, row.capacity - Number(row.registered)) : null;

export function cardOf(row: EventRecord): EventCard {
  return {
    ...row,
    capacity: Number(row.capacity),
    seatsLeft: seatsLeft(row),
    memberOnly: row.memberOnly === '1',
    needAudit: row.needAudit === '1',
  };
}

const rowOf = <R extends EventRecord>(row: R) => ({
  ...row,
  ...cardOf(row),
  registered: Number(row.registered),
  waiting: Number(row.waiting),
  pending: Number(row.pending),
});

// ---- staff ----

const EVENT_EXPORT_COLUMNS: ExcelColumn<EventRow>[] = [
  { header: '活动编号', key: 'activityId' },
  { header: '活动标题', key: 'title', width: 30 },
  { header: '活动类型', key: 'type' },
  { header: '地点', key: 'location', width: 24 },
  { header: '开始时间', key: 'startTime', width: 20 },
  { header: '结束时间', key: 'endTime', width: 20 },
  { header: '名额', key: 'capacity', format: (value) => (value ? String(value) : '不限') },
  { header: '已报名', key: 'registered' },
  { header: '候补', key: 'waiting' },
  { header: '待审核', key: 'pending' },
  { header: '费用', key: 'fee', format: (value) => (value ? formatFen(Number(value)) : '免费') },
  { header: '学时', key: 'hours' },
  { header: '状态', key: 'status', format: (value) => EVENT_STATUS_LABELS[String(value)] ?? String(value) },
];

const TIME_FIELDS = [
  ['startTime', '开始时间'],
  ['endTime', '结束时间'],
  ['signStart', '报名开始时间'],
  ['signEnd', '报名截止时间'],
  ['cancelDeadline', '取消截止时间'],
] as const;

/** The form's rules beyond its schema: a known type, real times in a sensible order. */
async function eventProblem(db: Kysely<Database>, input: EventBody): Promise<string | null> {
  const types = await dictDataOfType(db, 'activity_type');
  if (!types.some((item) => item.dictValue === input.type)) return '活动类型不存在';
  for (const [field, label] of TIME_FIELDS) {
    if (!isRealTime(input[field])) return `${label}不是有效的时间`;
  }
  if (input.endTime <= input.startTime) return '结束时间应晚于开始时间';
  if (input.signEnd <= input.signStart) return '报名截止时间应晚于报名开始时间';
  if (input.signEnd > input.endTime) return '报名截止时间不能晚于活动结束时间';
  if (input.cancelDeadline > input.startTime) return '取消截止时间不能晚于活动开始时间';
  return null;
}

async function eventValues(input: EventBody, db: Kysely<Database>) {
  const problem = await eventProblem(db, input);
  if (problem) throw badRequest(problem);
  return {
    title: input.title.trim(),
    titleEs: input.titleEs?.trim() ?? '',
    content: sanitizeArticleHtml(input.content ?? ''),
    contentEs: sanitizeArticleHtml(input.contentEs ?? ''),
    cover: input.cover ?? '',
    type: input.type,
    location: input.location?.trim() ?? '',
    startTime: input.startTime,
    endTime: input.endTime,
    signStart: input.signStart,
    signEnd: input.signEnd,
    cancelDeadline: input.cancelDeadline,
    capacity: input.capacity,
    memberOnly: input.memberOnly ? '1' : '0',
    needAudit: input.needAudit ? '1' : '0',
    fee: input.fee,
    hours: input.hours ?? 0,
    status: input.status,
    remark: input.remark ?? '',
  } as const;
}

/** Staff's events; one with sign-ups is kept (cancel it instead of deleting). */
export const eventOffering = offering({
  name: '活动',
  applied: '报名',
  ...eventQueries,
  rowOf,
  columns: EVENT_EXPORT_COLUMNS,
  values: eventValues,
  kept: (title) => `活动【${title}】已有报名，不能删除，可改为取消活动`,
});

/**
 * Saves an event. More seats (or none to limit) promote the first in line, each told by SMS;
 * an event newly cancelled tells every participant.
 */
export async function updateEvent(
  app: FastifyInstance,
  { activityId, ...input }: EventUpdateBody,
  current: CurrentUser,
) {
  const values = await eventValues(input, app.db);
  const { before, promoted } = await app.db.transaction().execute(async (trx) => {
    const event = orNotFound(await lockEvent(trx, activityId), eventOffering.missing);
    await eventQueries.writes.update(trx, activityId, { ...values, ...updatedBy(current.userName) });
    return { before: event, promoted: await fillSeats(trx, activityId) };
  });
  await notifyPromoted(app, promoted);
  if (before.status !== '2' && values.status === '2') await noticeOfEventCancelled(app, activityId);
}

// ---- public ----

export async function publicEvents(db: Kysely<Database>, query: PublicFilter & PageInput, now = new Date()) {
  const page = await findPublicEventPage(db, query, formatTime(now), pagingOf(query));
  return { ...page, rows: page.rows.map(cardOf) };
}

/** The home block: the next published events that have not ended. */
export const nextEvents = async (db: Kysely<Database>, size = 4, now = new Date()) =>
  (await findNextEvents(db, formatTime(now), size)).map(cardOf);

/** The caller's latest sign-up for an event as its page shows it. */
async function mySignOf(db: Kysely<Database>, activityId: number, userId: number): Promise<MySign | null> {
  const sign = await findLatestSign(db, activityId, userId);
  if (!sign) return null;
  const positions = await waitPositions(db, [sign.activityId]);
  return {
    signId: sign.signId,
    status: sign.status,
    waitPosition: positions.get(sign.signId) ?? null,
    ticketCode: TICKET_STATES.includes(sign.status as SignState) ? sign.ticketCode : null,
  };
}

/** A published (or cancelled) event with its rules, whether sign-up is open, and the caller's sign-up. */
export async function publicEvent(
  db: Kysely<Database>,
  activityId: number,
  user: CurrentUser | null,
  now = new Date(),
) {
  const event = await findEvent(db, activityId);
  if (!event || event.status === '0') throw notFound('活动不存在');
  const time = formatTime(now);
  return {
    ...cardOf(event),
    content: event.content,
    contentEs: event.contentEs,
    signOpen: event.status === '1' && event.signStart <= time && time <= event.signEnd,
    mySign: user ? await mySignOf(db, activityId, user.userId) : null,
    payTo: event.fee > 0 ? await payTo(db) : null,
  };
}
