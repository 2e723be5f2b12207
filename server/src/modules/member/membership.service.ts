import dayjs from 'dayjs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { formatTime } from '../../http/time.js';
import { configValue } from '../system/config.service.js';
import { type Actor, recordTrail } from '../workflow/workflow.js';
import { nextNumber } from '../workflow/numbering.js';
import type { MemberKind } from './member.table.js';
import { memberFlow } from './member.workflows.js';
import { countAppliesIn } from './apply.queries.js';
import {
  countMembers,
  findMemberOfUser,
  hasCurrentMembership,
  insertMember,
  updateMemberRow,
} from './vip.queries.js';

// What makes and keeps a member, shared by the application, payment and member services: the
// day, the grace after expiry, member numbers, making or extending a member, and notices.

export const DAY_FORMAT = 'YYYY-MM-DD';
/** Today as YYYY-MM-DD; `now` lets jobs and tests fix the clock. */
export const dayOf = (now: Date = new Date()) => dayjs(now).format(DAY_FORMAT);
export const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format(DAY_FORMAT);
export const addMonths = (day: string, months: number) => dayjs(day).add(months, 'month').format(DAY_FORMAT);

/** A renewal order may be opened this many days before validTo. */
export const RENEW_WINDOW_DAYS = 30;
const DEFAULT_GRACE_DAYS = 30;

/** Days after validTo that a membership still counts (setting member.graceDays). */
export async function graceDays(db: Kysely<Database>): Promise<number> {
  const days = Number.parseInt(await configValue(db, 'member.graceDays'), 10);
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_GRACE_DAYS;
}

/** The earliest validTo that is still current on `today`. */
export const currentSince = async (db: Kysely<Database>, today: string) =>
  addDays(today, -(await graceDays(db)));

/** getInfo's isMember: a membership in good standing, not lapsed beyond the grace days. */
export async function isMember(db: Kysely<Database>, userId: number): Promise<boolean> {
  return hasCurrentMembership(db, userId, await currentSince(db, dayOf()));
}

/**
 * The dashboard's membership cards: current members, applications waiting for review, payments
 * waiting for confirmation (applications in 待确认), memberships expiring within 30 days.
 */
export async function membershipCounts(db: Kysely<Database>) {
  const today = dayOf();
  const [members, pendingApplications, pendingPayments] = await Promise.all([
    countMembers(db, await currentSince(db, today), today, addDays(today, RENEW_WINDOW_DAYS)),
    countAppliesIn(db, '0'),
    countAppliesIn(db, '4'),
  ]);
  return {
    members: members.current,
    pendingApplications,
    pendingPayments,
    expiringMembers: members.expiring,
  };
}

/** The association's account, where every fee is transferred (settings member.bank.*). */
export async function payTo(db: Kysely<Database>) {
  const keys = ['member.bank.accountName', 'member.bank.name', 'member.bank.account'];
  const [accountName, bankName, account] = await Promise.all(keys.map((key) => configValue(db, key)));
  return { accountName, bankName, account };
}

/** XH + year + 5-digit sequence. */
export const nextMemberNo = (db: Transaction<Database>, year: number) => nextNumber(db, 'XH', year);

export interface Grant {
  memberId: number;
  memberNo: string;
  validTo: string;
  /** The period this payment paid for. */
  periodFrom: string;
  periodTo: string;
}

/**
 * Makes the applicant a member, or extends their membership from max(validTo, today) by the
 * level's period; runs inside the confirming transaction, so a refusal later undoes it.
 */
export async function grantMembership(
  trx: Transaction<Database>,
  apply: {
    applyId: number;
    userId: number;
    kind: MemberKind;
    levelId: number;
    periodMonths: number;
    realName: string;
    orgName: string;
  },
  actor: Actor,
  today: string,
): Promise<Grant> {
  const now = formatTime();
  const existing = await findMemberOfUser(trx, apply.userId, apply.kind);
  if (existing) {
    const periodFrom = existing.validTo > today ? existing.validTo : today;
    const validTo = addMonths(periodFrom, apply.periodMonths);
    // A suspended member stays suspended; a lapsed one is current again.
    const to = existing.status === '1' ? '1' : '0';
    await updateMemberRow(trx, existing.memberId, {
      validTo,
      status: to,
      levelId: apply.levelId,
      updateTime: now,
    });
    await recordTrail(trx, memberFlow, {
      recordId: existing.memberId,
      from: existing.status as keyof typeof memberFlow.states,
      to,
      action: 'renew',
      actor,
      comment: `有效期延至${validTo}`,
    });
    return {
      memberId: existing.memberId,
      memberNo: existing.memberNo,
      validTo,
      periodFrom,
      periodTo: validTo,
    };
  }
  const year = Number(today.slice(0, 4));
  const memberNo = await nextMemberNo(trx, year);
  const validTo = addMonths(today, apply.periodMonths);
  const memberId = await insertMember(trx, {
    userId: apply.userId,
    kind: apply.kind,
    memberNo,
    levelId: apply.levelId,
    name: apply.kind === 'org' ? apply.orgName : apply.realName,
    applyId: apply.applyId,
    validFrom: today,
    validTo,
    status: '0',
    createTime: now,
  });
  await recordTrail(trx, memberFlow, { recordId: memberId, from: null, to: '0', action: 'join', actor });
  return { memberId, memberNo, validTo, periodFrom: today, periodTo: validTo };
}

/** The SMS each decision sends the person it concerns. */
export const NOTICES = {
  approve: (fee: string) => `您的入会申请已审核通过，请登录网站缴纳会费${fee}。`,
  admit: (grant: Grant) => `您的入会申请已审核通过，会员编号${grant.memberNo}，有效期至${grant.validTo}。`,
  supplement: (comment: string) => `您的入会申请需要补充材料：${comment}。请登录网站修改后重新提交。`,
  reject: (comment: string) => `很抱歉，您的入会申请未通过审核：${comment}。`,
  confirm: (grant: Grant) => `您的会费已确认到账，会员编号${grant.memberNo}，有效期至${grant.validTo}。`,
  refusePayment: (comment: string) => `您提交的缴费信息未通过确认：${comment}。请登录网站重新提交。`,
  suspend: (reason: string) => `您的会籍已暂停：${reason}。如有疑问请联系协会。`,
  restore: () => '您的会籍已恢复。',
  remind: (validTo: string) => `您的会籍将于${validTo}到期，请及时登录网站续费。`,
  lapse: (validTo: string) => `您的会籍已于${validTo}到期并失效，续费后即可恢复。`,
};
