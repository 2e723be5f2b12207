import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { isMember } from '../member/membership.service.js';
import { attachmentProblems, historiesOf, linkAttachments } from '../workflow/attachment.service.js';
import {
  type Actor,
  actorOf,
  checkAction,
  notify,
  ownerActions,
  recordTrail,
  runTransition,
} from '../workflow/workflow.js';
import { recordDecision } from '../workflow/submission.js';
import {
  countSignsIn,
  type EventRecord,
  findEvent,
  findLatestSign,
  findSign,
  findSignByTicket,
  findSignPage,
  findSigns,
  findSignsIn,
  findSignsOfUser,
  findWaitingLines,
  insertSign,
  lockEvent,
  moveSign,
  type SignFilter,
  type SignRecord,
} from './activity.queries.js';
import type {
  AttendanceBody,
  MySignView,
  SignAuditBody,
  SignForm,
  SignRevokeBody,
  SignRow,
  VoucherBody,
} from './activity.schema.js';
import { type SignAction, type SignState, signFlow, TICKET_STATES } from './activity.workflows.js';

// Signing up for an event (DESIGN.md §4b): every decision that depends on seats takes the event's
// row lock first, so parallel sign-ups never overfill it and a freed seat goes to exactly the
// first in line. Participants are told of decisions that concern them by SMS.

type PageInput = Parameters<typeof pagingOf>[0];

/** Promotions are the system's doing, not the person's who freed the seat. */
const SYSTEM_ACTOR: Actor = { userId: 0, userName: '系统', permissions: [signFlow.readPermission] };

/** The SMS each decision sends the participant it concerns. */
const NOTICES = {
  registered: (title: string, code: string) => `您已成功报名活动“${title}”，电子票号${code}。`,
  unpaid: (title: string) => `您报名的活动“${title}”已保留名额，请按页面说明缴费，工作人员确认后报名成功。`,
  waitlisted: (title: string, position: number) =>
    `您报名的活动“${title}”名额已满，您在候补第${position}位。`,
  promoted: (title: string) => `您候补的活动“${title}”已有空位，您已转为正式报名。`,
  rejected: (title: string, comment: string) => `很抱歉，您报名的活动“${title}”未通过审核：${comment}。`,
  revoked: (title: string, comment: string) =>
    `您报名的活动“${title}”已被取消：${comment}。如有疑问请联系协会。`,
  eventCancelled: (title: string) => `很抱歉，活动“${title}”已取消。如有疑问请联系协会。`,
};

/** An 8-character ticket code without look-alike characters (0/O, 1/I/L). */
const TICKET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newTicketCode = () =>
  Array.from({ length: 8 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');

const recordOf = (sign: SignRecord) => ({
  id: sign.signId,
  status: sign.status as SignState,
  ownerId: sign.userId,
});

const isFull = (event: EventRecord) => event.capacity > 0 && Number(event.registered) >= event.capacity;

/** Each waiting sign-up's place in line (1 = next), by sign id. */
export async function waitPositions(
  db: Kysely<Database>,
  activityIds: number[],
): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const row of await findWaitingLines(db, [...new Set(activityIds)])) {
    const position = (counts.get(row.activityId) ?? 0) + 1;
    counts.set(row.activityId, position);
    positions.set(row.signId, position);
  }
  return positions;
}

/**
 * Gives the event's free seats to the first in line (a paid event's to 待缴费) inside the locking
 * transaction; answers the sign-ups promoted, to be told once it commits.
 */
export async function fillSeats(trx: Transaction<Database>, activityId: number): Promise<number[]> {
  const event = await findEvent(trx, activityId);
  if (!event || event.status !== '1') return [];
  const free = event.capacity ? event.capacity - Number(event.registered) : Number.POSITIVE_INFINITY;
  if (free <= 0) return [];
  const line = (await findWaitingLines(trx, [activityId])).slice(0, free);
  const action: SignAction = event.fee > 0 ? 'promoteToPay' : 'promote';
  const to = signFlow.actions[action].to;
  for (const { signId } of line) {
    await moveSign(trx, signId, 'waitlisted', { status: to, waitSince: null, updateTime: formatTime() });
    await recordTrail(trx, signFlow, {
      recordId: signId,
      from: 'waitlisted',
      to,
      action,
      actor: SYSTEM_ACTOR,
    });
  }
  return line.map((row) => row.signId);
}

export async function notifyPromoted(app: FastifyInstance, signIds: number[]) {
  for (const signId of signIds) {
    const sign = await findSign(app.db, signId);
    if (sign) await notify(app, sign.phone, NOTICES.promoted(sign.title));
  }
}

/** Tells every participant still in the event that it was cancelled. */
export async function noticeOfEventCancelled(app: FastifyInstance, activityId: number) {
  for (const sign of await findSignsIn(app.db, activityId, signFlow.actions.cancel.from)) {
    await notify(app, sign.phone, NOTICES.eventCancelled(sign.title));
  }
}

// ---- the participant ----

const ALREADY_SIGNED = '您已报名该活动，请勿重复报名';

/** The event a sign-up may be made for at `time`, or the reason why not. */
async function openEvent(db: Kysely<Database>, user: CurrentUser, activityId: number, time: string) {
  const event = await findEvent(db, activityId);
  if (!event || event.status === '0') throw notFound('活动不存在');
  if (event.status === '2') throw badRequest('活动已取消');
  if (time < event.signStart) throw badRequest('报名尚未开始');
  if (time > event.signEnd) throw badRequest('报名已截止');
  if (event.memberOnly === '1' && !(await isMember(db, user.userId))) throw badRequest('本活动仅限会员报名');
  if (await findLatestSign(db, activityId, user.userId, { active: true })) throw badRequest(ALREADY_SIGNED);
  return event;
}

/** What a new sign-up becomes: waiting for approval, in line, owing the fee, or registered. */
function firstAction(event: EventRecord): SignAction {
  if (event.needAudit === '1') return 'request';
  if (isFull(event)) return 'queue';
  return event.fee > 0 ? 'reserve' : 'register';
}

/**
 * `saveBll`: signs the caller up, under the event's lock so seats are never overfilled. The answer
 * and the page tell the outcome; SMS are for what others decide later (staff, a freed seat).
 */
export async function signUp(db: Kysely<Database>, user: CurrentUser, form: SignForm, now = new Date()) {
  const started = Date.now();
  const time = formatTime(now);
  const realName = form.realName.trim();
  if (!realName) throw badRequest('请填写姓名');
  await openEvent(db, user, form.activityId, time);
  const actor = actorOf(user);
  const { signId, status } = await db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, form.activityId);
    if (!event || event.status !== '1') throw badRequest('活动已取消');
    if (await findLatestSign(trx, form.activityId, user.userId, { active: true }))
      throw badRequest(ALREADY_SIGNED);
    const action = firstAction(event);
    const to = signFlow.actions[action].to;
    // The place in line is when the lock was taken, not when the request came: racing sign-ups
    // join in the order they get the lock (ties within a second by sign id, also lock order).
    const joined = formatTime(now.getTime() + (Date.now() - started));
    const id = await insertSign(trx, {
      activityId: event.activityId,
      userId: user.userId,
      realName,
      employer: form.employer?.trim() ?? '',
      position: form.position?.trim() ?? '',
      remark: form.remark?.trim() ?? '',
      status: to,
      openKey: `${event.activityId}:${user.userId}`,
      ticketCode: newTicketCode(),
      waitSince: to === 'waitlisted' ? joined : null,
      createTime: time,
    });
    await recordTrail(trx, signFlow, { recordId: id, from: null, to, action, actor });
    return { signId: id, status: to };
  });
  const waitPosition = (await waitPositions(db, [form.activityId])).get(signId) ?? null;
  return { signId, status, waitPosition };
}

async function signOrNotFound(db: Kysely<Database>, signId: number) {
  return orNotFound(await findSign(db, signId), signFlow.missing);
}

/**
 * Leaves an event (the owner's cancel or staff's revoke) under its lock; the freed seat goes to
 * the first in line. Answers those promoted.
 */
async function leave(
  app: FastifyInstance,
  sign: SignRecord,
  action: 'cancel' | 'revoke',
  actor: Actor,
  comment = '',
) {
  const promoted = await app.db.transaction().execute(async (trx) => {
    await lockEvent(trx, sign.activityId);
    await runTransition(trx, signFlow, {
      record: recordOf(sign),
      action,
      actor,
      comment,
      apply: (db, from, to) =>
        moveSign(db, sign.signId, from, {
          status: to,
          openKey: null,
          waitSince: null,
          comment,
          updateTime: formatTime(),
        }),
    });
    return fillSeats(trx, sign.activityId);
  });
  await notifyPromoted(app, promoted);
}

/** `cancel`: the owner leaves the event, until its cancellation deadline. */
export async function cancelSign(app: FastifyInstance, user: CurrentUser, signId: number, now = new Date()) {
  const sign = await signOrNotFound(app.db, signId);
  const actor = actorOf(user);
  checkAction(signFlow, 'cancel', recordOf(sign), actor);
  if (formatTime(now) > sign.cancelDeadline) throw badRequest('已超过取消截止时间，不能取消报名');
  await leave(app, sign, 'cancel', actor);
}

const canCancel = (sign: SignRecord, time: string) =>
  ownerActions(signFlow, sign.status as SignState).includes('cancel') &&
  sign.eventStatus !== '2' &&
  time <= sign.cancelDeadline;

/** Only an attended training earns a certificate of its hours. */
export const earnsCertificate = (sign: SignRecord) => sign.status === 'attended' && sign.type === 'training';

/** `mySigns`: the caller's sign-ups, newest first, with what each allows and its timeline. */
export async function mySigns(
  db: Kysely<Database>,
  user: CurrentUser,
  now = new Date(),
): Promise<MySignView[]> {
  const rows = await findSignsOfUser(db, user.userId);
  const ids = rows.map((row) => row.signId);
  const [positions, history] = await Promise.all([
    waitPositions(
      db,
      rows.map((row) => row.activityId),
    ),
    historiesOf(db, signFlow, ids),
  ]);
  const time = formatTime(now);
  return rows.map((sign) => ({
    ...sign,
    statusLabel: signFlow.states[sign.status as SignState] ?? sign.status,
    waitPosition: positions.get(sign.signId) ?? null,
    ticketCode: TICKET_STATES.includes(sign.status as SignState) ? sign.ticketCode : null,
    canCancel: canCancel(sign, time),
    hasCertificate: earnsCertificate(sign),
    ...history(sign.signId),
  }));
}

/**
 * `submitVoucher`: the participant of a paid event sends the bank transfer's voucher (an image
 * uploaded for kind activity_sign); the seat stays held until staff confirm the fee.
 */
export async function submitVoucher(db: Kysely<Database>, user: CurrentUser, input: VoucherBody) {
  const sign = await signOrNotFound(db, input.signId);
  const actor = actorOf(user);
  checkAction(signFlow, 'pay', recordOf(sign), actor);
  const images = { images: true };
  const problem = await attachmentProblems(db, signFlow, user.userId, sign.signId, [input.voucher], images);
  if (problem) throw badRequest(`转账凭证：${problem}`);
  await runTransition(db, signFlow, {
    record: recordOf(sign),
    action: 'pay',
    actor,
    apply: async (trx, from, to) => {
      if (!(await moveSign(trx, sign.signId, from, { status: to, updateTime: formatTime() }))) return false;
      await linkAttachments(trx, signFlow, user.userId, sign.signId, [input.voucher]);
      return true;
    },
  });
}

/** The owner's sign-up (404 for anyone else's, as if it did not exist). */
export async function ownSign(db: Kysely<Database>, user: CurrentUser, signId: number) {
  const sign = await findSign(db, signId);
  if (!sign || sign.userId !== user.userId) throw notFound(signFlow.missing);
  return sign;
}

// ---- staff ----

async function rowsOf(db: Kysely<Database>, signs: SignRecord[]): Promise<SignRow[]> {
  const positions = await waitPositions(
    db,
    signs.map((sign) => sign.activityId),
  );
  return signs.map((sign) => ({
    ...sign,
    statusLabel: signFlow.states[sign.status as SignState] ?? sign.status,
    waitPosition: positions.get(sign.signId) ?? null,
  }));
}

export async function listSigns(db: Kysely<Database>, query: SignFilter & PageInput) {
  const page = await findSignPage(db, query, pagingOf(query));
  return { ...page, rows: await rowsOf(db, page.rows) };
}

export async function signDetail(db: Kysely<Database>, signId: number) {
  const sign = await signOrNotFound(db, signId);
  const [[row], history] = await Promise.all([rowsOf(db, [sign]), historiesOf(db, signFlow, [signId])]);
  return { ...row, ...history(signId) };
}

const SIGN_EXPORT_COLUMNS: ExcelColumn<SignRow>[] = [
  { header: '报名编号', key: 'signId' },
  { header: '活动', key: 'title', width: 30 },
  { header: '姓名', key: 'realName', width: 12 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '工作单位', key: 'employer', width: 24 },
  { header: '职务', key: 'position', width: 12 },
  { header: '状态', key: 'statusLabel' },
  { header: '候补位次', key: 'waitPosition' },
  { header: '票号', key: 'ticketCode', width: 12 },
  { header: '签到时间', key: 'checkinTime', width: 20 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '报名时间', key: 'createTime', width: 20 },
];

/** The participant list of the filter; filtered by 已签到 / 未到场 it is the attendance list. */
export const exportSigns = async (db: Kysely<Database>, filter: SignFilter) => ({
  columns: SIGN_EXPORT_COLUMNS,
  rows: await rowsOf(db, await findSigns(db, filter)),
});

/** What an approval becomes: in line when the event is full, owing the fee, or registered. */
function approval(event: EventRecord): SignAction {
  if (isFull(event)) return 'approveToWait';
  return event.fee > 0 ? 'approveToPay' : 'approve';
}

/** Staff approve or reject a pending sign-up, or confirm a paid event's fee; the person is told. */
export async function auditSign(app: FastifyInstance, input: SignAuditBody, staff: CurrentUser) {
  const sign = await signOrNotFound(app.db, input.signId);
  const comment = input.comment?.trim() ?? '';
  const to = await app.db.transaction().execute(async (trx) => {
    const event = orNotFound(await lockEvent(trx, sign.activityId), '活动不存在');
    return recordDecision(trx, signFlow, staff, {
      record: recordOf(sign),
      action: input.action === 'approve' ? approval(event) : input.action,
      comment,
      closing: ['rejected'],
      move: moveSign,
      also: (next, time) => (next === 'waitlisted' ? { waitSince: time } : {}),
    });
  });
  const waitPosition = (await waitPositions(app.db, [sign.activityId])).get(sign.signId) ?? 0;
  const notices: Record<string, () => string> = {
    registered: () => NOTICES.registered(sign.title, sign.ticketCode),
    unpaid: () => NOTICES.unpaid(sign.title),
    waitlisted: () => NOTICES.waitlisted(sign.title, waitPosition),
    rejected: () => NOTICES.rejected(sign.title, comment),
  };
  await notify(app, sign.phone, notices[to]());
}

/** Staff cancel a sign-up with a reason; the person is told, the seat goes to the next in line. */
export async function revokeSign(app: FastifyInstance, input: SignRevokeBody, staff: CurrentUser) {
  const sign = await signOrNotFound(app.db, input.signId);
  const comment = input.comment.trim();
  await leave(app, sign, 'revoke', actorOf(staff), comment);
  await notify(app, sign.phone, NOTICES.revoked(sign.title, comment));
}

/** Checks a ticket in by its code; a ticket checks in once. */
export async function checkin(db: Kysely<Database>, ticketCode: string, staff: CurrentUser) {
  const sign = orNotFound(await findSignByTicket(db, ticketCode.toUpperCase()), '票号不存在');
  if (sign.eventStatus === '2') throw badRequest('活动已取消');
  if (sign.status === 'attended') throw badRequest(`该票已于${sign.checkinTime ?? ''}签到`);
  await runTransition(db, signFlow, {
    record: recordOf(sign),
    action: 'checkin',
    actor: actorOf(staff),
    apply: (trx, from, to) =>
      moveSign(trx, sign.signId, from, { status: to, checkinTime: formatTime(), updateTime: formatTime() }),
  });
  return (await rowsOf(db, [await signOrNotFound(db, sign.signId)]))[0];
}

/** The list's toggle: marks a participant attended or not. */
export async function setAttendance(db: Kysely<Database>, input: AttendanceBody, staff: CurrentUser) {
  const sign = await signOrNotFound(db, input.signId);
  const time = formatTime();
  await runTransition(db, signFlow, {
    record: recordOf(sign),
    action: input.attended ? 'markAttended' : 'markNoShow',
    actor: actorOf(staff),
    apply: (trx, from, to) =>
      moveSign(trx, sign.signId, from, {
        status: to,
        checkinTime: input.attended ? (sign.checkinTime ?? time) : null,
        updateTime: time,
      }),
  });
}

/** The dashboard's 活动报名 card: sign-ups waiting for staff's approval. */
export const pendingSignUps = (db: Kysely<Database>) => countSignsIn(db, 'pending');
