import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, formRefusal, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { type FieldError, pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { attachmentProblems, historiesOf } from '../workflow/attachment.service.js';
import { certificateViews, issueCertificate } from '../workflow/certificate.service.js';
import { findCertificatesOf } from '../workflow/certificate.queries.js';
import { type FieldRule, fieldProblems, formText, formTexts } from '../workflow/form-rules.js';
import { decide, submissions } from '../workflow/submission.js';
import {
  type Actor,
  actorOf,
  notify,
  progressOf,
  REVIEW_NEXT_ACTIONS,
  runTransition,
  stateLabel,
} from '../workflow/workflow.js';
import { reviewColumns } from '../workflow/review-columns.js';
import {
  type ApplicationRecord,
  applicationReads,
  applicationWrites,
  findApplication,
  findApplicationsOfUser,
  findProgram,
} from './evaluate.queries.js';
import type {
  ApplicationView,
  ApplyFilter,
  ApplyForm,
  ApplyRow,
  AuditBody,
  ResultBody,
} from './evaluate.schema.js';
import { type EvaluateState, evaluateFlow } from './evaluate.workflows.js';
import { isOpen, levelsOf } from './program.service.js';

// Applying for an ability evaluation (DESIGN.md §4b): the form and its rules, one open application
// per person and programme, resubmission after 待补充; staff review, then record the exam result,
// and a pass issues the certificate in the same transaction.

type PageInput = Parameters<typeof pagingOf>[0];

const RULES: FieldRule<ApplyForm>[] = [
  { field: 'realName', label: '姓名', required: true, minLength: 2 },
  { field: 'employer', label: '工作单位', required: true },
  { field: 'education', label: '学历', required: true },
  { field: 'experience', label: '从业经历', required: true, minLength: 10 },
];

const openKeyOf = (programId: number, userId: number) => `${programId}:${userId}`;
const ALREADY_OPEN = '您在该项目已有进行中的申请，请勿重复提交';

const applying = submissions({
  workflow: evaluateFlow,
  writes: applicationWrites,
  alreadyOpen: ALREADY_OPEN,
});

/** Every problem of the form, each naming its field. */
async function formErrors(
  db: Kysely<Database>,
  userId: number,
  form: ApplyForm,
  recordId: number | null,
  now: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const program = form.programId ? await findProgram(db, form.programId) : undefined;
  if (!form.programId) errors.push({ field: 'programId', msg: '请选择评价项目' });
  else if (!program || program.status !== '1') errors.push({ field: 'programId', msg: '评价项目不存在' });
  else if (!isOpen(program, now)) errors.push({ field: 'programId', msg: '该项目当前不在报名时间内' });
  const level = formText(form.level);
  if (!level) errors.push({ field: 'level', msg: '请选择申报等级' });
  else if (program && !levelsOf(program.levels).includes(level)) {
    errors.push({ field: 'level', msg: '申报等级不属于该项目' });
  }
  errors.push(...fieldProblems(RULES, form));
  const files = await attachmentProblems(db, evaluateFlow, userId, recordId, form.attachments ?? []);
  if (files) errors.push({ field: 'attachments', msg: `附件：${files}` });
  if (form.voucher) {
    const problem = await attachmentProblems(db, evaluateFlow, userId, recordId, [form.voucher]);
    if (problem) errors.push({ field: 'voucher', msg: `缴费凭证：${problem}` });
  } else if (program?.fee) {
    errors.push({ field: 'voucher', msg: '请上传评价费用的转账凭证' });
  }
  return errors;
}

/** `POST /api/evaluate/apply`: a new application, or the resubmission of one sent back (待补充). */
export async function submitApplication(
  db: Kysely<Database>,
  user: CurrentUser,
  form: ApplyForm,
  now = formatTime(),
) {
  const open = form.programId ? await applying.open(db, openKeyOf(form.programId, user.userId)) : undefined;
  if (form.applyId && form.applyId !== open?.applyId) throw badRequest('该申请不存在或当前不能修改');
  const errors = await formErrors(db, user.userId, form, open?.applyId ?? null, now);
  if (errors.length) throw formRefusal(errors);
  const values = {
    ...formTexts(form, ['level', 'realName', 'employer', 'position', 'education', 'major', 'experience']),
    voucherId: form.voucher ?? null,
    updateTime: now,
  };
  const programId = form.programId ?? 0;
  return applying.submit(db, user, {
    open,
    files: [...(form.attachments ?? []), ...(form.voucher ? [form.voucher] : [])],
    values,
    first: {
      programId,
      userId: user.userId,
      openKey: openKeyOf(programId, user.userId),
      score: null,
      createTime: now,
    },
  });
}

// ---- views ----

const NEXT_ACTION: Partial<Record<EvaluateState, ApplicationView['nextAction']>> = {
  ...REVIEW_NEXT_ACTIONS,
  '3': 'exam',
};

/** Applications with their files, voucher, timeline and certificate. */
async function applicationViews(
  db: Kysely<Database>,
  rows: ApplicationRecord[],
  origin: string,
): Promise<ApplicationView[]> {
  const ids = rows.map((row) => row.applyId);
  const [history, certificates] = await Promise.all([
    historiesOf(db, evaluateFlow, ids),
    findCertificatesOf(db, 'evaluation', ids),
  ]);
  const views = await certificateViews(db, certificates, origin);
  const viewOf = new Map(certificates.map((cert, index) => [cert.recordId, views[index]]));
  return rows.map(({ voucherId, validYears: _validYears, ...row }) => {
    const { attachments: own, trail } = history(row.applyId);

    return {
      ...row,
      ...progressOf(evaluateFlow, NEXT_ACTION, row.status),
      certificate: viewOf.get(row.applyId) ?? null,
      attachments: own.filter((file) => file.attachmentId !== voucherId),
      voucher: own.find((file) => file.attachmentId === voucherId) ?? null,
      trail,
    };
  });
}

/** `GET /api/evaluate/mine`: the caller's applications, newest first. */
export async function myApplications(db: Kysely<Database>, user: CurrentUser, origin: string) {
  return applicationViews(db, await findApplicationsOfUser(db, user.userId), origin);
}

// ---- staff ----

const rowOf = (row: ApplicationRecord, certNo: string): ApplyRow => ({
  ...row,
  statusLabel: stateLabel(evaluateFlow, row.status),
  certNo,
});

async function staffRows(db: Kysely<Database>, rows: ApplicationRecord[]): Promise<ApplyRow[]> {
  const certificates = await findCertificatesOf(
    db,
    'evaluation',
    rows.map((row) => row.applyId),
  );
  const numbers = new Map(certificates.map((cert) => [cert.recordId, cert.certNo]));
  return rows.map((row) => rowOf(row, numbers.get(row.applyId) ?? ''));
}

export async function listApplications(db: Kysely<Database>, query: ApplyFilter & PageInput) {
  const page = await applicationReads.page(db, query, pagingOf(query));
  return { ...page, rows: await staffRows(db, page.rows) };
}

const APPLY_COLUMNS: ExcelColumn<ApplyRow>[] = [
  { header: '申请编号', key: 'applyId' },
  { header: '评价项目', key: 'programName', width: 24 },
  { header: '申报等级', key: 'level' },
  { header: '姓名', key: 'realName' },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '工作单位', key: 'employer', width: 24 },
  { header: '状态', key: 'statusLabel' },
  { header: '成绩', key: 'score' },
  { header: '证书编号', key: 'certNo', width: 18 },
  ...reviewColumns<ApplyRow>('申请时间'),
];

export const exportApplications = async (db: Kysely<Database>, filter: ApplyFilter) => ({
  columns: APPLY_COLUMNS,
  rows: await staffRows(db, await applicationReads.all(db, filter)),
});

const applicationOf = async (db: Kysely<Database>, applyId: number) =>
  orNotFound(await findApplication(db, applyId), evaluateFlow.missing);

export async function applicationDetail(db: Kysely<Database>, applyId: number, origin: string) {
  return (await applicationViews(db, [await applicationOf(db, applyId)], origin))[0];
}

const recordOf = (row: ApplicationRecord) => ({
  id: row.applyId,
  status: row.status as EvaluateState,
  ownerId: row.userId,
});

const NOTICES = {
  approve: (row: ApplicationRecord) =>
    `您的“${row.programName}”能力评价申请已审核通过，请于${row.examDate}参加考试。`,
  supplement: (_row: ApplicationRecord, comment: string) =>
    `您的能力评价申请需要补充材料：${comment}。请登录网站修改后重新提交。`,
  reject: (_row: ApplicationRecord, comment: string) => `很抱歉，您的能力评价申请未通过审核：${comment}。`,
  pass: (row: ApplicationRecord, certNo: string) =>
    `恭喜您通过“${row.programName}”（${row.level}）能力评价，证书编号${certNo}，可登录网站查看打印。`,
  fail: (row: ApplicationRecord) => `很抱歉，您未通过“${row.programName}”（${row.level}）能力评价考试。`,
};

/** Approve to the exam, ask for more, or reject; the applicant is told by SMS. */
export async function auditApplication(app: FastifyInstance, input: AuditBody, staff: CurrentUser) {
  const row = await applicationOf(app.db, input.applyId);
  await decide(app, evaluateFlow, staff, {
    record: recordOf(row),
    action: input.action,
    comment: input.comment,
    closing: ['2'],
    move: applicationWrites.move,
    phone: row.phone,
    notice: (comment) => NOTICES[input.action](row, comment),
  });
}

/**
 * Records an exam result: a pass certifies (the certificate is issued in the same transaction),
 * a fail ends the application. Either way the person may apply again later.
 */
export async function recordResult(
  db: Kysely<Database>,
  input: ResultBody,
  actor: Actor,
  today = dayjs(),
): Promise<{ status: string; certNo: string; phone: string; notice: string }> {
  const row = await applicationOf(db, input.applyId);
  const comment = input.comment?.trim() ?? '';
  let certNo = '';
  const { to } = await runTransition(db, evaluateFlow, {
    record: recordOf(row),
    action: input.passed ? 'pass' : 'fail',
    actor,
    comment: `成绩${input.score}${comment ? `，${comment}` : ''}`,
    apply: async (trx, from, next) => {
      const moved = await applicationWrites.move(trx, row.applyId, from, {
        status: next,
        score: input.score,
        resultComment: comment,
        openKey: null,
        updateTime: formatTime(),
      });
      if (moved && next === '5') {
        const certificate = await issueCertificate(trx, {
          kind: 'evaluation',
          recordId: row.applyId,
          userId: row.userId,
          holderName: row.realName,
          title: row.programName,
          titleEs: row.programNameEs,
          level: row.level,
          issueDate: today.format('YYYY-MM-DD'),
          validTo: row.validYears ? today.add(row.validYears, 'year').format('YYYY-MM-DD') : '',
        });
        certNo = certificate.certNo;
      }
      return moved;
    },
  });
  const notice = to === '5' ? NOTICES.pass(row, certNo) : NOTICES.fail(row);
  return { status: to, certNo, phone: row.phone, notice };
}

/** `PUT /evaluate/result`: one result, the person told by SMS. */
export async function recordOneResult(app: FastifyInstance, input: ResultBody, staff: CurrentUser) {
  const { phone, notice, ...answer } = await recordResult(app.db, input, actorOf(staff));
  await notify(app, phone, notice);
  return answer;
}
