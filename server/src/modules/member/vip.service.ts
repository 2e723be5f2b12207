import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { actorOf, notify, trailsOf, recordTrail, runTransition } from '../workflow/workflow.js';
import { FORM_COLUMNS, findApply, findOpenApply, insertApply } from './apply.queries.js';
import { applicationViews } from './apply.service.js';
import { findLevel } from './level.queries.js';
import { kindColumn } from './level.service.js';
import { holderColumns } from './member.columns.js';
import { stateColumn } from '../workflow/review-columns.js';
import { maskCreditCode, maskIdNumber, maskName } from './member.rules.js';
import type { MemberKind } from './member.table.js';
import { applyFlow, type MemberState, memberFlow } from './member.workflows.js';
import { addDays, currentSince, dayOf, NOTICES, RENEW_WINDOW_DAYS } from './membership.service.js';
import {
  findDirectoryPage,
  findMember,
  findMemberByNo,
  findMembersOfUser,
  findVipPage,
  findVips,
  type MemberRecord,
  updateMemberRow,
  type VipFilter,
  moveMember,
} from './vip.queries.js';
import type {
  ChangeStatusBody,
  DirectoryQuery,
  MemberView,
  ProfileBody,
  VipListQuery,
  VipRow,
} from './vip.schema.js';

// Being a member: the member's own record and directory profile, renewal orders, the public
// verification and directory, and staff's list, detail and suspension.

type PageInput = Parameters<typeof pagingOf>[0];

/** A record's standing on a day: a normal record past validTo and the grace days counts as lapsed. */
const standingOf = (row: MemberRecord, since: string): MemberState =>
  row.status === '0' && row.validTo < since ? '2' : (row.status as MemberState);

function memberView(row: MemberRecord, since: string): MemberView {
  const status = standingOf(row, since);
  return {
    ...row,
    status,
    statusLabel: memberFlow.states[status] ?? status,
    showInDirectory: row.showInDirectory === 'Y',
    isCurrent: status === '0',
    renewFrom: addDays(row.validTo, -RENEW_WINDOW_DAYS),
  };
}

/** The caller's member record: the one asked for, else the current one, else the first. */
async function ownMember(db: Kysely<Database>, user: CurrentUser, memberId?: number) {
  const rows = await findMembersOfUser(db, user.userId);
  if (memberId !== undefined) return rows.find((row) => row.memberId === memberId);
  return rows.find((row) => row.status === '0') ?? rows[0];
}

/** `getVip`: the caller's membership (undefined: not a member, and the answer has no data). */
export async function myMembership(db: Kysely<Database>, user: CurrentUser) {
  const row = await ownMember(db, user);
  return row ? memberView(row, await currentSince(db, dayOf())) : undefined;
}

/** `PUT /member/vip`: the member's own directory profile. */
export async function updateProfile(db: Kysely<Database>, user: CurrentUser, input: ProfileBody) {
  const row = orNotFound(await ownMember(db, user, input.memberId), '会员信息不存在');
  await updateMemberRow(db, row.memberId, {
    ...(input.intro !== undefined ? { intro: input.intro } : {}),
    ...(input.website !== undefined ? { website: input.website.trim() } : {}),
    ...(input.logo !== undefined ? { logo: input.logo } : {}),
    ...(input.showInDirectory !== undefined ? { showInDirectory: input.showInDirectory ? 'Y' : 'N' } : {}),
    updateTime: formatTime(),
  });
}

/**
 * `addpc`: a renewal order for the next period at the level's current fee, open from 30 days
 * before validTo; it waits for payment (待缴费) like an approved application.
 */
export async function openRenewal(db: Kysely<Database>, user: CurrentUser, memberId?: number) {
  const today = dayOf();
  const member = orNotFound(await ownMember(db, user, memberId), '您还不是会员');
  if (member.status === '1') throw badRequest('会籍已暂停，暂不能续费，请联系协会');
  const renewFrom = addDays(member.validTo, -RENEW_WINDOW_DAYS);
  if (today < renewFrom) throw badRequest(`续费将于${renewFrom}开放`);
  const openKey = `${user.userId}:${member.kind}`;
  if (await findOpenApply(db, openKey)) throw badRequest('已有待处理的续费订单或申请，请先完成');
  const [level, application] = await Promise.all([
    findLevel(db, member.levelId),
    findApply(db, member.applyId),
  ]);
  if (!level || !application) throw notFound('会员等级不存在');
  const form = Object.fromEntries(FORM_COLUMNS.map((column) => [column, application[column]]));
  try {
    const applyId = await db.transaction().execute(async (trx) => {
      const id = await insertApply(trx, {
        ...form,
        userId: user.userId,
        kind: member.kind as MemberKind,
        applyType: 'renew',
        levelId: level.levelId,
        fee: level.fee,
        status: '3',
        openKey,
        memberId: member.memberId,
        createTime: formatTime(),
      });
      await recordTrail(trx, applyFlow, {
        recordId: id,
        from: null,
        to: '3',
        action: 'renew',
        actor: actorOf(user),
      });
      return id;
    });
    return { applyId, amount: level.fee };
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('已有待处理的续费订单或申请，请先完成');
    throw error;
  }
}

/** The public verification of a member number: masked name, level, valid-to and standing. */
export async function verifyMember(db: Kysely<Database>, memberNo: string) {
  const row = orNotFound(await findMemberByNo(db, memberNo.toUpperCase()), '会员编号不存在');
  const view = memberView(row, await currentSince(db, dayOf()));
  return {
    memberNo: view.memberNo,
    name: maskName(view.name, view.kind as MemberKind),
    levelName: view.levelName,
    validTo: view.validTo,
    status: view.status,
    statusLabel: view.statusLabel,
  };
}

/** `memberList` / `orgList`: current members of a kind who agreed to be listed, public fields only. */
export async function directory(db: Kysely<Database>, kind: MemberKind, query: DirectoryQuery) {
  const since = await currentSince(db, dayOf());
  return findDirectoryPage(
    db,
    { kind, keyword: query.keyword, levelId: query.levelId, since },
    pagingOf(query),
  );
}

// ---- staff ----

const VIP_EXPORT_COLUMNS: ExcelColumn<VipRow>[] = [
  { header: '会员编号', key: 'memberNo', width: 16 },
  kindColumn<VipRow>(),
  ...holderColumns<VipRow>(),
  { header: '有效期起', key: 'validFrom', width: 12 },
  { header: '有效期止', key: 'validTo', width: 12 },
  stateColumn<VipRow>(memberFlow),
  { header: '名录展示', key: 'showInDirectory', format: (value) => (value ? '是' : '否') },
  { header: '入会时间', key: 'createTime', width: 20 },
];

const rowOf = (row: MemberRecord): VipRow => ({
  ...row,
  idNumber: maskIdNumber(row.idNumber),
  creditCode: maskCreditCode(row.creditCode),
  showInDirectory: row.showInDirectory === 'Y',
});

function filterOf(query: Omit<VipListQuery, 'pageNum' | 'pageSize'>, today: string): VipFilter {
  const { expiringWithin, ...rest } = query;
  return {
    ...rest,
    today,
    ...(expiringWithin !== undefined ? { validToBy: addDays(today, expiringWithin) } : {}),
  };
}

export async function listMembers(db: Kysely<Database>, query: VipListQuery & PageInput) {
  const page = await findVipPage(db, filterOf(query, dayOf()), pagingOf(query));
  return { ...page, rows: page.rows.map(rowOf) };
}

export const exportMembers = async (
  db: Kysely<Database>,
  query: Omit<VipListQuery, 'pageNum' | 'pageSize'>,
) => ({
  columns: VIP_EXPORT_COLUMNS,
  rows: (await findVips(db, filterOf(query, dayOf()))).map(rowOf),
});

/** Staff's detail: the record, its trail and the application that made it (numbers masked). */
export async function memberDetail(db: Kysely<Database>, memberId: number) {
  const row = orNotFound(await findMember(db, memberId), memberFlow.missing);
  const application = await findApply(db, row.applyId);
  const [views, trails] = await Promise.all([
    application ? applicationViews(db, [application], { full: false }) : Promise.resolve([]),
    trailsOf(db, memberFlow, [memberId]),
  ]);
  return {
    ...memberView(row, await currentSince(db, dayOf())),
    phone: row.phone,
    application: views[0] ?? null,
    trail: trails.get(memberId) ?? [],
  };
}

/** Staff suspend or restore a membership, with the reason; the member is told by SMS. */
export async function changeMemberStatus(app: FastifyInstance, input: ChangeStatusBody, staff: CurrentUser) {
  const row = orNotFound(await findMember(app.db, input.memberId), memberFlow.missing);
  const action = input.status === '1' ? 'suspend' : 'restore';
  const reason = input.reason.trim();
  await runTransition(app.db, memberFlow, {
    record: { id: row.memberId, status: row.status as MemberState, ownerId: row.userId },
    action,
    actor: actorOf(staff),
    comment: reason,
    apply: (trx, from, to) =>
      moveMember(trx, row.memberId, from, { status: to, statusReason: reason, updateTime: formatTime() }),
  });
  await notify(app, row.phone, action === 'suspend' ? NOTICES.suspend(reason) : NOTICES.restore());
}
