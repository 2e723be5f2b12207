import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { formatTime, isRealTime } from '../../http/time.js';
import { formatFen, isDay } from '../member/member.rules.js';
import { payTo } from '../member/membership.service.js';
import { findPublishedPrograms, type ProgramRecord, programQueries } from './evaluate.queries.js';
import type { ProgramBody, ProgramRow } from './evaluate.schema.js';
import { offering } from '../workflow/offering.js';

// Evaluation programmes (评价项目): staff keep them; the public page lists the published ones with
// whether applications are open now.

export const PROGRAM_STATUS_LABELS: Record<string, string> = { '0': '草稿', '1': '已发布', '2': '已关闭' };

/** Open for applications: published and inside the window. */
export const isOpen = (program: { status: string; applyStart: string; applyEnd: string }, now: string) =>
  program.status === '1' && program.applyStart <= now && now <= program.applyEnd;

export const levelsOf = (levels: string) => levels.split(',').filter(Boolean);

function rowOf(row: ProgramRecord, now = formatTime()): ProgramRow {
  return {
    ...row,
    levels: levelsOf(row.levels),
    applications: Number(row.applications),
    certified: Number(row.certified),
    open: isOpen(row, now),
  };
}

const PROGRAM_COLUMNS: ExcelColumn<ProgramRow>[] = [
  { header: '项目编号', key: 'programId' },
  { header: '项目名称', key: 'name', width: 30 },
  { header: '等级', key: 'levels', format: (value) => (value as string[]).join('、') },
  { header: '费用', key: 'fee', format: (value) => (value ? formatFen(Number(value)) : '免费') },
  { header: '报名开始', key: 'applyStart', width: 20 },
  { header: '报名截止', key: 'applyEnd', width: 20 },
  { header: '考试日期', key: 'examDate', width: 12 },
  { header: '证书有效期（年）', key: 'validYears', format: (value) => (value ? Number(value) : '长期') },
  { header: '申请数', key: 'applications' },
  { header: '已认证', key: 'certified' },
  { header: '状态', key: 'status', format: (value) => PROGRAM_STATUS_LABELS[String(value)] ?? '' },
];

/** The form's rules beyond its schema: distinct levels, real times in order. */
function programValues(input: ProgramBody) {
  const levels = input.levels.map((level) => level.trim());
  if (levels.some((level) => !level || level.includes(','))) throw badRequest('等级名称不能为空或含逗号');
  if (new Set(levels).size !== levels.length) throw badRequest('等级名称不能重复');
  if (!isRealTime(input.applyStart)) throw badRequest('报名开始时间不是有效的时间');
  if (!isRealTime(input.applyEnd)) throw badRequest('报名截止时间不是有效的时间');
  if (!isDay(input.examDate)) throw badRequest('考试日期不是有效的日期');
  if (input.applyEnd <= input.applyStart) throw badRequest('报名截止时间应晚于报名开始时间');
  if (input.examDate < input.applyEnd.slice(0, 10)) throw badRequest('考试日期不能早于报名截止日期');
  return {
    name: input.name.trim(),
    nameEs: input.nameEs?.trim() ?? '',
    levels: levels.join(','),
    requirements: input.requirements ?? '',
    requirementsEs: input.requirementsEs ?? '',
    fee: input.fee,
    applyStart: input.applyStart,
    applyEnd: input.applyEnd,
    examDate: input.examDate,
    validYears: input.validYears,
    status: input.status,
    remark: input.remark ?? '',
  } as const;
}

/** Staff's programmes; one with applications keeps its history (close it instead of deleting). */
export const programOffering = offering({
  name: '评价项目',
  applied: '申请',
  ...programQueries,
  rowOf,
  columns: PROGRAM_COLUMNS,
  values: programValues,
  kept: (name) => `项目“${name}”已有申请，不能删除，可将其关闭`,
});

// ---- public ----

/** Published programmes (the response schema answers only their public fields) and where to pay. */
export async function publicPrograms(db: Kysely<Database>, now = formatTime()) {
  const programs = (await findPublishedPrograms(db)).map((row) => rowOf(row, now));
  return { programs, payTo: await payTo(db) };
}
