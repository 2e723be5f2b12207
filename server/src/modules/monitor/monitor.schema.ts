import { Type } from '@fastify/type-provider-typebox';
import { DateRangeQuery, IdList, PageQuery, Status } from '../../http/schemas.js';

const OptionalStatus = Type.Optional(Type.Union([Status(), Type.Literal('')], { title: '状态' }));
const Text = (title: string, maxLength = 100) => Type.Optional(Type.String({ title, maxLength }));

// ---- online users ----
export const OnlineQuery = Type.Object({ ipaddr: Text('登录地址', 128), userName: Text('用户名称', 30) });
export const TokenParams = Type.Object({
  tokenId: Type.String({ title: '会话编号', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});

// ---- login log ----
export const LoginLogFilter = {
  ipaddr: Text('登录地址', 128),
  userName: Text('用户名称', 50),
  status: OptionalStatus,
  ...DateRangeQuery,
};
export const LoginLogListQuery = Type.Object({ ...PageQuery, ...LoginLogFilter });
export const LoginLogExportQuery = Type.Object(LoginLogFilter);
export const InfoIdsParams = Type.Object({ infoIds: IdList('访问编号') });
export const UnlockParams = Type.Object({
  userName: Type.String({ title: '用户名称', minLength: 1, maxLength: 50 }),
});

// ---- operation log ----
export const OperLogFilter = {
  title: Text('系统模块', 50),
  operName: Text('操作人员', 50),
  operIp: Text('操作地址', 128),
  businessType: Type.Optional(Type.Integer({ title: '操作类型', minimum: 0, maximum: 9 })),
  status: Type.Optional(Type.Integer({ title: '操作状态', minimum: 0, maximum: 1 })),
  ...DateRangeQuery,
};
export const OperLogListQuery = Type.Object({ ...PageQuery, ...OperLogFilter });
export const OperLogExportQuery = Type.Object(OperLogFilter);
export const OperIdsParams = Type.Object({ operIds: IdList('日志编号') });

// ---- jobs ----
const JobFields = {
  jobName: Type.String({ title: '任务名称', minLength: 1, maxLength: 64 }),
  jobGroup: Type.Optional(Type.String({ title: '任务分组', minLength: 1, maxLength: 64 })),
  invokeTarget: Type.String({ title: '调用目标字符串', minLength: 1, maxLength: 500 }),
  cronExpression: Type.String({ title: 'Cron执行表达式', minLength: 1, maxLength: 255 }),
  misfirePolicy: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2'), Type.Literal('3')], {
      title: '计划执行错误策略',
    }),
  ),
  concurrent: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')], { title: '是否并发执行' })),
  status: Type.Optional(Status('任务状态')),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 500 })),
};
export const JobBody = Type.Object(JobFields);
export const JobUpdateBody = Type.Object({
  jobId: Type.Integer({ title: '任务编号', minimum: 1 }),
  ...JobFields,
});
export const JobFilter = {
  jobName: Text('任务名称', 64),
  jobGroup: Text('任务分组', 64),
  invokeTarget: Text('调用目标字符串', 500),
  status: OptionalStatus,
};
export const JobListQuery = Type.Object({ ...PageQuery, ...JobFilter });
export const JobExportQuery = Type.Object(JobFilter);
export const JobIdParams = Type.Object({ jobId: Type.Integer({ title: '任务编号', minimum: 1 }) });
export const JobIdsParams = Type.Object({ jobIds: IdList('任务编号') });
export const ChangeStatusBody = Type.Object({
  jobId: Type.Integer({ title: '任务编号', minimum: 1 }),
  status: Status('任务状态'),
});
export const RunBody = Type.Object({
  jobId: Type.Integer({ title: '任务编号', minimum: 1 }),
  jobGroup: Type.Optional(Type.String({ title: '任务分组', maxLength: 64 })),
});

// ---- job log ----
export const JobLogFilter = { ...JobFilter, ...DateRangeQuery };
export const JobLogListQuery = Type.Object({ ...PageQuery, ...JobLogFilter });
export const JobLogExportQuery = Type.Object(JobLogFilter);
export const JobLogIdParams = Type.Object({ jobLogId: Type.Integer({ title: '日志编号', minimum: 1 }) });
export const JobLogIdsParams = Type.Object({ jobLogIds: IdList('日志编号') });
