import { type Static, Type } from 'typebox';
import {
  AuditFields,
  DateRangeQuery,
  Id,
  OkData,
  Status,
  StatusFilter,
  TableOf,
  Text,
  TimeOrNull,
} from '../../http/schemas.js';
import { Remark, SearchText, writeBodies, rowReplies, filterQueries } from '../../http/resource.schema.js';

// RuoYi's scheduled jobs (`/monitor/job`) and their run log (`/monitor/jobLog`).

const JobName = Text('任务名称', 64, { min: 1 });
const JobGroup = Text('任务分组', 64, { min: 1 });
const InvokeTarget = Text('调用目标字符串', 500, { min: 1 });

export const { add: JobBody, edit: JobUpdateBody } = writeBodies('jobId', '任务编号', {
  jobName: JobName,
  jobGroup: Type.Optional(JobGroup),
  invokeTarget: InvokeTarget,
  cronExpression: Text('Cron执行表达式', 255, { min: 1 }),
  misfirePolicy: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2'), Type.Literal('3')], {
      title: '计划执行错误策略',
    }),
  ),
  concurrent: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { title: '是否并发执行' })),
  status: Type.Optional(Status('任务状态')),
  remark: Remark,
});
export type JobBody = Static<typeof JobBody>;
export type JobUpdateBody = Static<typeof JobUpdateBody>;

export const { list: JobListQuery, export: JobExportQuery } = filterQueries({
  jobName: SearchText(JobName),
  jobGroup: SearchText(JobGroup),
  invokeTarget: SearchText(InvokeTarget),
  status: StatusFilter(),
});
export type JobListQuery = Static<typeof JobListQuery>;
export type JobFilter = Static<typeof JobExportQuery>;

export const ChangeStatusBody = Type.Object({ jobId: Id('任务编号'), status: Status('任务状态') });
export type ChangeStatusBody = Static<typeof ChangeStatusBody>;
export const RunBody = Type.Object({ jobId: Id('任务编号'), jobGroup: Type.Optional(Text('任务分组', 64)) });
export type RunBody = Static<typeof RunBody>;

// Flags of a row are typed by their values for the client; an enum (not a union) is written as
// stored, where a union of literals would make the answer fail on an unexpected value.
const BinaryFlag = Type.Enum(['0', '1']);

export const JobRow = Type.Object({
  jobId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  cronExpression: Type.String(),
  /** '0' default, '1' run now, '2' run once, '3' skip. */
  misfirePolicy: Type.Enum(['0', '1', '2', '3']),
  /** '0' allowed, '1' forbidden. */
  concurrent: BinaryFlag,
  /** '0' running, '1' paused. */
  status: BinaryFlag,
  ...AuditFields,
});
export type JobRow = Static<typeof JobRow>;
export const JobTable = TableOf(JobRow);
export const JobDetail = Type.Object({ ...JobRow.properties, nextValidTime: TimeOrNull });
export type JobDetail = Static<typeof JobDetail>;
export const JobDetailReply = OkData(JobDetail);

// ---- job log ----

export const { list: JobLogListQuery, export: JobLogExportQuery } = filterQueries({
  ...JobExportQuery.properties,
  ...DateRangeQuery,
});
export type JobLogListQuery = Static<typeof JobLogListQuery>;
export type JobLogFilter = Static<typeof JobLogExportQuery>;

export const JobLogRow = Type.Object({
  jobLogId: Type.Integer(),
  jobId: Type.Integer(),
  jobName: Type.String(),
  jobGroup: Type.String(),
  invokeTarget: Type.String(),
  jobMessage: Type.String(),
  /** '0' success, '1' failure. */
  status: BinaryFlag,
  exceptionInfo: Type.String(),
  createTime: Type.String(),
});
export type JobLogRow = Static<typeof JobLogRow>;
export const { table: JobLogTable, one: JobLogReply } = rowReplies(JobLogRow);
