import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, formRefusal, HttpError, notFound, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { type FieldError, pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { isPhone } from '../member/member.rules.js';
import { isMember } from '../member/membership.service.js';
import { attachmentProblems, historiesOf } from '../workflow/attachment.service.js';
import { type FieldRule, fieldProblems, formTexts } from '../workflow/form-rules.js';
import { decide, submissions } from '../workflow/submission.js';
import { progressOf, REVIEW_NEXT_ACTIONS, stateLabel } from '../workflow/workflow.js';
import { reviewColumns } from '../workflow/review-columns.js';
import { isCallOpen, rowOf as callRowOf } from './call.service.js';
import {
  type DeclarationRecord,
  declarationReads,
  findCall,
  findDeclaration,
  findDeclarationsOfUser,
  findLatestDeclaration,
  declarationWrites,
} from './declare.queries.js';
import type {
  DeclarationView,
  DeclareAuditBody,
  DeclareFilter,
  DeclareForm,
  DeclareRow,
} from './declare.schema.js';
import { type DeclareState, declareFlow } from './declare.workflows.js';

// Declaring on a call (DESIGN.md §4b): the form and its rules, members-only calls, one open
// declaration per person and call, resubmission after 待补充; staff's review queue and decisions.

type PageInput = Parameters<typeof pagingOf>[0];

export const MEMBERS_ONLY = '本申报仅限本会会员，请先申请入会';
const ALREADY_OPEN = '您在该申报已有进行中的申报，请勿重复提交';

const RULES: FieldRule<DeclareForm>[] = [
  { field: 'title', label: '申报项目名称', required: true },
  { field: 'applicantName', label: '申报人（单位）', required: true },
  { field: 'contactName', label: '联系人', required: true },
  { field: 'contactPhone', label: '联系电话', required: true, format: isPhone },
  { field: 'summary', label: '申报简介', required: true, minLength: 10 },
];

const openKeyOf = (callId: number, userId: number) => `${callId}:${userId}`;

const declaring = submissions({
  workflow: declareFlow,
  writes: declarationWrites,
  alreadyOpen: ALREADY_OPEN,
});

/** `POST /api/declare/submit`: a new declaration, or the resubmission of one sent back (待补充). */
export async function submitDeclaration(
  db: Kysely<Database>,
  user: CurrentUser,
  form: DeclareForm,
  now = formatTime(),
) {
  const call = form.callId ? await findCall(db, form.callId) : undefined;
  if (call?.memberOnly === '1' && !(await isMember(db, user.userId))) throw new HttpError(403, MEMBERS_ONLY);
  const open = form.callId ? await declaring.open(db, openKeyOf(form.callId, user.userId)) : undefined;
  if (form.declareId && form.declareId !== open?.declareId) throw badRequest('该申报不存在或当前不能修改');
  const errors: FieldError[] = [];
  if (!form.callId) errors.push({ field: 'callId', msg: '请选择申报通知' });
  else if (!call || call.status === '0') errors.push({ field: 'callId', msg: '申报通知不存在' });
  else if (!isCallOpen(call, now)) errors.push({ field: 'callId', msg: '该申报当前不在申报时间内' });
  errors.push(...fieldProblems(RULES, form));
  const files = form.attachments ?? [];
  const problem = await attachmentProblems(db, declareFlow, user.userId, open?.declareId ?? null, files);
  if (problem) errors.push({ field: 'attachments', msg: `附件：${problem}` });
  else if (call?.requiredFiles && !files.length) {
    errors.push({ field: 'attachments', msg: '请上传申报所需材料' });
  }
  if (errors.length) throw formRefusal(errors);
  const values = {
    ...formTexts(form, ['title', 'applicantName', 'contactName', 'contactPhone', 'summary']),
    updateTime: now,
  };
  const callId = form.callId ?? 0;
  return declaring.submit(db, user, {
    open,
    files,
    values,
    first: { callId, userId: user.userId, openKey: openKeyOf(callId, user.userId), createTime: now },
  });
}

// ---- views ----

const NEXT_ACTION: Partial<Record<DeclareState, DeclarationView['nextAction']>> = REVIEW_NEXT_ACTIONS;

/** Declarations with their files and timeline. */
export async function declarationViews(
  db: Kysely<Database>,
  rows: DeclarationRecord[],
): Promise<DeclarationView[]> {
  const ids = rows.map((row) => row.declareId);
  const history = await historiesOf(db, declareFlow, ids);
  return rows.map(({ publishTime, ...row }) => {
    return {
      ...row,
      ...progressOf(declareFlow, NEXT_ACTION, row.status),
      announced: row.status === '3' && !!publishTime,
      ...history(row.declareId),
    };
  });
}

export async function myDeclarations(db: Kysely<Database>, user: CurrentUser) {
  return declarationViews(db, await findDeclarationsOfUser(db, user.userId));
}

/** A published (or closed) call with the caller's latest declaration on it and whether they may declare. */
export async function publicCall(
  db: Kysely<Database>,
  callId: number,
  user: CurrentUser | null,
  now = formatTime(),
) {
  const row = await findCall(db, callId);
  if (!row || row.status === '0') throw notFound('申报通知不存在');
  const own = user ? await findLatestDeclaration(db, callId, user.userId) : undefined;
  const [mine] = own ? await declarationViews(db, [own]) : [null];
  const open = isCallOpen(row, now);
  const canDeclare = !!user && open && (row.memberOnly !== '1' || (await isMember(db, user.userId)));
  return { ...callRowOf(row, now), content: row.content, contentEs: row.contentEs, mine, canDeclare };
}

// ---- staff ----

const rowOf = (row: DeclarationRecord): DeclareRow => ({
  ...row,
  statusLabel: stateLabel(declareFlow, row.status),
});

export async function listDeclarations(db: Kysely<Database>, query: DeclareFilter & PageInput) {
  const page = await declarationReads.page(db, query, pagingOf(query));
  return { ...page, rows: page.rows.map(rowOf) };
}

const DECLARE_COLUMNS: ExcelColumn<DeclareRow>[] = [
  { header: '申报编号', key: 'declareId' },
  { header: '申报通知', key: 'callTitle', width: 28 },
  { header: '申报项目', key: 'title', width: 28 },
  { header: '申报人（单位）', key: 'applicantName', width: 24 },
  { header: '联系人', key: 'contactName' },
  { header: '联系电话', key: 'contactPhone', width: 14 },
  { header: '状态', key: 'statusLabel' },
  ...reviewColumns<DeclareRow>('申报时间'),
];

export const exportDeclarations = async (db: Kysely<Database>, filter: DeclareFilter) => ({
  columns: DECLARE_COLUMNS,
  rows: (await declarationReads.all(db, filter)).map(rowOf),
});

const declarationOf = async (db: Kysely<Database>, declareId: number) =>
  orNotFound(await findDeclaration(db, declareId), declareFlow.missing);

export async function declarationDetail(db: Kysely<Database>, declareId: number) {
  return (await declarationViews(db, [await declarationOf(db, declareId)]))[0];
}

const NOTICES = {
  approve: (row: DeclarationRecord) => `您在“${row.callTitle}”的申报已审核通过。`,
  supplement: (row: DeclarationRecord, comment: string) =>
    `您在“${row.callTitle}”的申报需要补充材料：${comment}。请登录网站修改后重新提交。`,
  reject: (row: DeclarationRecord, comment: string) =>
    `很抱歉，您在“${row.callTitle}”的申报未通过审核：${comment}。`,
};

/** Approve, ask for more, or reject; the declarant is told by SMS. */
export async function auditDeclaration(app: FastifyInstance, input: DeclareAuditBody, staff: CurrentUser) {
  const row = await declarationOf(app.db, input.declareId);
  await decide(app, declareFlow, staff, {
    record: { id: row.declareId, status: row.status as DeclareState, ownerId: row.userId },
    action: input.action,
    comment: input.comment,
    closing: ['2'],
    move: declarationWrites.move,
    phone: row.phone,
    notice: (comment) => NOTICES[input.action](row, comment),
  });
}
