import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { type FieldError, pagingOf } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { attachmentProblems, historiesOf } from '../workflow/attachment.service.js';
import { type FieldRule, fieldProblems, formText, formTexts } from '../workflow/form-rules.js';
import { decide, submissions } from '../workflow/submission.js';
import { actorOf, progressOf, REVIEW_NEXT_ACTIONS } from '../workflow/workflow.js';
import {
  type ApplyFilter,
  type ApplyRecord,
  applyWrites,
  findApplies,
  findApply,
  findApplyPage,
  findAppliesOfUser,
  findOpenApply,
  moveApply,
  OPEN_APPLY_COLUMNS,
} from './apply.queries.js';
import type { ApplicationView, ApplyRow, AuditBody, OrgForm, PersonalForm } from './apply.schema.js';
import { findLevel } from './level.queries.js';
import { kindColumn } from './level.service.js';
import { holderColumns } from './member.columns.js';
import { reviewColumns, stateColumn } from '../workflow/review-columns.js';
import {
  birthdayOfIdNumber,
  formatFen,
  isCreditCode,
  isEmail,
  isIdNumber,
  isPastDay,
  isPhone,
  maskCreditCode,
  maskIdNumber,
} from './member.rules.js';
import type { MemberKind } from './member.table.js';
import { type ApplyState, applyFlow } from './member.workflows.js';
import { dayOf, type Grant, grantMembership, NOTICES, payTo } from './membership.service.js';
import { applyRecordOf, paymentViews } from './payment.service.js';
import { findMemberOfUser } from './vip.queries.js';

// Applying to join (DESIGN.md §4b): the personal and organisation forms and their rules, one open
// application per person and kind, resubmission after 待补充, the applicant's view with its
// timeline and next action, and staff's review queue and decisions.

type PageInput = Parameters<typeof pagingOf>[0];
type Form = PersonalForm & OrgForm;

// ---- the forms ----

type Rule = FieldRule<Form>;

const emailRule: Rule = { field: 'email', label: '电子邮箱', required: true, format: isEmail };

const FORM_RULES: Record<MemberKind, Rule[]> = {
  personal: [
    { field: 'realName', label: '姓名', required: true, minLength: 2 },
    { field: 'gender', label: '性别', required: true },
    {
      field: 'idNumber',
      label: '身份证号',
      required: true,
      check: (value) => (isIdNumber(value.toUpperCase()) ? null : '身份证号不正确，请填写18位居民身份证号'),
    },
    {
      field: 'birthday',
      label: '出生日期',
      check: (value, form) => {
        if (!isPastDay(value)) return '出生日期不正确';
        const id = formText(form.idNumber).toUpperCase();
        return isIdNumber(id) && birthdayOfIdNumber(id) !== value ? '出生日期与身份证号不一致' : null;
      },
    },
    emailRule,
    { field: 'employer', label: '工作单位', required: true },
  ],
  org: [
    { field: 'orgName', label: '单位名称', required: true },
    {
      field: 'creditCode',
      label: '统一社会信用代码',
      required: true,
      check: (value) => (isCreditCode(value.toUpperCase()) ? null : '统一社会信用代码不正确，请填写18位代码'),
    },
    { field: 'legalPerson', label: '法定代表人', required: true },
    { field: 'address', label: '单位地址', required: true },
    { field: 'contactName', label: '联系人', required: true },
    { field: 'contactPhone', label: '联系电话', required: true, format: isPhone },
    emailRule,
  ],
};

/** The image a form names as `field` (photo, licence), required or not. */
const IMAGE_FIELDS: Record<MemberKind, { field: 'photo' | 'licence'; label: string; required: boolean }> = {
  personal: { field: 'photo', label: '照片', required: false },
  org: { field: 'licence', label: '营业执照', required: true },
};

/** Every problem of a form, each naming its field; `recordId` is the application being resubmitted. */
async function formErrors(
  db: Kysely<Database>,
  ownerId: number,
  kind: MemberKind,
  form: Form,
  recordId: number | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const level = form.levelId ? await findLevel(db, form.levelId) : undefined;
  if (!form.levelId) errors.push({ field: 'levelId', msg: '请选择会员等级' });
  else if (!level || level.status !== '0' || level.kind !== kind) {
    errors.push({ field: 'levelId', msg: '所选会员等级不存在或不可申请' });
  }
  errors.push(...fieldProblems(FORM_RULES[kind], form));
  const image = IMAGE_FIELDS[kind];
  const imageId = form[image.field];
  if (imageId) {
    const problem = await attachmentProblems(db, applyFlow, ownerId, recordId, [imageId], { images: true });
    if (problem) errors.push({ field: image.field, msg: `${image.label}：${problem}` });
  } else if (image.required) {
    errors.push({ field: image.field, msg: `请上传${image.label}` });
  }
  const problem = await attachmentProblems(db, applyFlow, ownerId, recordId, form.attachments ?? []);
  if (problem) errors.push({ field: 'attachments', msg: `附件：${problem}` });
  return errors;
}

/** The columns a form fills; the other kind's stay empty. */
function formValues(kind: MemberKind, form: Form) {
  const common = { email: formText(form.email), updateTime: formatTime() };
  if (kind === 'personal') {
    const idNumber = formText(form.idNumber).toUpperCase();
    return {
      ...common,
      ...formTexts(form, ['realName', 'gender', 'employer', 'position', 'education', 'specialty']),
      idNumber,
      birthday: formText(form.birthday) || birthdayOfIdNumber(idNumber),
      resume: form.resume ?? '',
      photoId: form.photo ?? null,
    };
  }
  return {
    ...common,
    ...formTexts(form, ['orgName', 'legalPerson', 'address', 'contactName', 'contactPhone']),
    creditCode: formText(form.creditCode).toUpperCase(),
    staffSize: form.staffSize ?? null,
    businessScope: form.businessScope ?? '',
    licenceId: form.licence ?? null,
  };
}

const openKeyOf = (userId: number, kind: MemberKind) => `${userId}:${kind}`;

/**
 * The applicant only ever sees their ID number and credit code masked; sent back unchanged with a
 * resubmission, the masked value stands for the stored one.
 */
function unmasked(form: Form, open: { idNumber: string; creditCode: string } | undefined): Form {
  if (!open) return form;
  const keep = (sent: string | undefined, stored: string, mask: (value: string) => string) =>
    sent && stored && sent === mask(stored) ? stored : sent;
  return {
    ...form,
    idNumber: keep(form.idNumber, open.idNumber, maskIdNumber),
    creditCode: keep(form.creditCode, open.creditCode, maskCreditCode),
  };
}

/** `check` / `checkOrg`: the form's problems, without saving anything. */
export async function checkForm(db: Kysely<Database>, user: CurrentUser, kind: MemberKind, sent: Form) {
  const open = await findOpenApply(db, openKeyOf(user.userId, kind));
  return formErrors(db, user.userId, kind, unmasked(sent, open), open?.applyId ?? null);
}

const ALREADY_OPEN = '您已有进行中的申请，请勿重复提交';

const applying = submissions({
  workflow: applyFlow,
  writes: applyWrites,
  openColumns: OPEN_APPLY_COLUMNS,
  alreadyOpen: ALREADY_OPEN,
});

/** Whether the person may submit a form of `kind` now; the open application to resubmit, if any. */
async function openToResubmit(db: Kysely<Database>, userId: number, kind: MemberKind) {
  const open = await applying.open(db, openKeyOf(userId, kind));
  if (!open && (await findMemberOfUser(db, userId, kind))) {
    throw badRequest('您已是会员，无需重复申请；会籍到期前可在个人中心续费');
  }
  return open;
}

/**
 * `addMember` / `addOrg`: a new application, or the resubmission of the one waiting for more
 * (待补充). A refused form answers its field errors and writes nothing.
 */
export async function submitApplication(
  db: Kysely<Database>,
  user: CurrentUser,
  kind: MemberKind,
  sent: Form,
): Promise<{ errors: FieldError[] } | { applyId: number; status: string }> {
  const open = await openToResubmit(db, user.userId, kind);
  const form = unmasked(sent, open);
  const errors = await formErrors(db, user.userId, kind, form, open?.applyId ?? null);
  if (errors.length) return { errors };
  const level = await findLevel(db, form.levelId ?? 0);
  const values = { ...formValues(kind, form), levelId: form.levelId ?? 0, fee: level?.fee ?? 0 };
  const files = [form.photo, form.licence, ...(form.attachments ?? [])].filter((id): id is number => !!id);
  return applying.submit(db, user, {
    open,
    files,
    values,
    first: {
      userId: user.userId,
      kind,
      applyType: 'join' as const,
      openKey: openKeyOf(user.userId, kind),
      memberId: null,
      createTime: formatTime(),
    },
  });
}

// ---- views ----

/** What the applicant does next in each state. */
const NEXT_ACTION: Partial<Record<ApplyState, ApplicationView['nextAction']>> = {
  ...REVIEW_NEXT_ACTIONS,
  '2': 'readReason',
  '3': 'pay',
  '4': 'waitConfirm',
};

/** Applications with their files, timeline and payments; numbers masked unless `full`. */
export async function applicationViews(
  db: Kysely<Database>,
  rows: ApplyRecord[],
  { full }: { full: boolean },
): Promise<ApplicationView[]> {
  const ids = rows.map((row) => row.applyId);
  const [history, payments] = await Promise.all([historiesOf(db, applyFlow, ids), paymentViews(db, ids)]);
  return rows.map(({ photoId, licenceId, periodMonths: _periodMonths, ...row }) => {
    const { attachments: own, trail } = history(row.applyId);
    return {
      ...row,
      idNumber: full ? row.idNumber : maskIdNumber(row.idNumber),
      creditCode: full ? row.creditCode : maskCreditCode(row.creditCode),
      ...progressOf(applyFlow, NEXT_ACTION, row.status),
      photo: own.find((file) => file.attachmentId === photoId) ?? null,
      licence: own.find((file) => file.attachmentId === licenceId) ?? null,
      attachments: own.filter((file) => file.attachmentId !== photoId && file.attachmentId !== licenceId),
      trail,
      payments: payments.get(row.applyId) ?? [],
    };
  });
}

/** `getInfo`: the caller's latest application of each kind, and where to pay. */
export async function myApplications(db: Kysely<Database>, user: CurrentUser) {
  const rows = await findAppliesOfUser(db, user.userId);
  const latest = (kind: MemberKind) => rows.find((row) => row.kind === kind);
  const chosen = [latest('personal'), latest('org')].filter((row): row is ApplyRecord => !!row);
  const views = await applicationViews(db, chosen, { full: false });
  const view = (kind: MemberKind) => views.find((item) => item.kind === kind) ?? null;
  return { member: view('personal'), org: view('org'), payTo: await payTo(db) };
}

// ---- staff ----

const applyOf = async (db: Kysely<Database>, applyId: number) =>
  orNotFound(await findApply(db, applyId), applyFlow.missing);

const rowOf = (row: ApplyRecord): ApplyRow => ({
  ...row,
  name: row.kind === 'org' ? row.orgName : row.realName,
  idNumber: maskIdNumber(row.idNumber),
  creditCode: maskCreditCode(row.creditCode),
});

export async function listApplications(db: Kysely<Database>, query: ApplyFilter & PageInput) {
  const page = await findApplyPage(db, query, pagingOf(query));
  return { ...page, rows: page.rows.map(rowOf) };
}

/** Staff's detail: the full ID number and credit code (the route asks for member:apply:query). */
export async function applicationDetail(db: Kysely<Database>, applyId: number) {
  const [view] = await applicationViews(db, [await applyOf(db, applyId)], { full: true });
  return view;
}

/**
 * Staff decide a pending application: approve (to 待缴费, or straight to a member when the level
 * has no fee), ask for more, or reject; the applicant is told by SMS.
 */
export async function auditApplication(app: FastifyInstance, input: AuditBody, staff: CurrentUser) {
  const apply = await applyOf(app.db, input.applyId);
  const action = input.action === 'approve' && apply.fee === 0 ? 'admit' : input.action;
  let grant: Grant | undefined;
  const notices = {
    approve: () => NOTICES.approve(formatFen(apply.fee)),
    admit: () => (grant ? NOTICES.admit(grant) : ''),
    supplement: (comment: string) => NOTICES.supplement(comment),
    reject: (comment: string) => NOTICES.reject(comment),
  };
  await decide(app, applyFlow, staff, {
    record: applyRecordOf(apply),
    action,
    comment: input.comment,
    closing: ['2', '5'],
    move: async (trx, applyId, from, decided) => {
      if (decided.status === '5') grant = await grantMembership(trx, apply, actorOf(staff), dayOf());
      return moveApply(trx, applyId, from, {
        ...decided,
        ...(grant ? { memberId: grant.memberId } : {}),
      });
    },
    phone: apply.phone,
    notice: (comment) => notices[action](comment),
  });
}

const APPLY_EXPORT_COLUMNS: ExcelColumn<ApplyRow>[] = [
  { header: '申请编号', key: 'applyId' },
  kindColumn<ApplyRow>(),
  { header: '申请类型', key: 'applyType', format: (value) => (value === 'renew' ? '续费' : '入会') },
  ...holderColumns<ApplyRow>(),
  { header: '会费', key: 'fee', format: (value) => formatFen(Number(value)) },
  stateColumn<ApplyRow>(applyFlow),
  ...reviewColumns<ApplyRow>('提交时间'),
];

export const exportApplications = async (db: Kysely<Database>, filter: ApplyFilter) => ({
  columns: APPLY_EXPORT_COLUMNS,
  rows: (await findApplies(db, filter)).map(rowOf),
});
