import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

export interface SysLogininforTable {
  infoId: Generated<number>;
  userName: Generated<string>;
  ipaddr: Generated<string>;
  loginLocation: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  /** '0' success, '1' failure. */
  status: Generated<string>;
  msg: Generated<string>;
  loginTime: string;
}

export interface SysOperLogTable {
  operId: Generated<number>;
  title: Generated<string>;
  /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean. */
  businessType: Generated<number>;
  method: Generated<string>;
  requestMethod: Generated<string>;
  operatorType: Generated<number>;
  operName: Generated<string>;
  deptName: Generated<string>;
  operUrl: Generated<string>;
  operIp: Generated<string>;
  operLocation: Generated<string>;
  operParam: Generated<string>;
  jsonResult: Generated<string>;
  /** 0 success, 1 failure. */
  status: Generated<number>;
  errorMsg: Generated<string>;
  operTime: string;
  costTime: Generated<number>;
}

export interface SysJobTable extends AuditColumns {
  jobId: Generated<number>;
  jobName: string;
  jobGroup: Generated<string>;
  /** The name of a handler in the job registry. */
  invokeTarget: string;
  cronExpression: Generated<string>;
  /** '0' default, '1' run now, '2' run once, '3' skip. */
  misfirePolicy: Generated<'0' | '1' | '2' | '3'>;
  /** '0' allowed, '1' forbidden. */
  concurrent: Generated<'0' | '1'>;
  /** '0' running, '1' paused. */
  status: Generated<'0' | '1'>;
}

export interface SysJobLogTable {
  jobLogId: Generated<number>;
  jobId: Generated<number>;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: Generated<string>;
  /** '0' success, '1' failure. */
  status: Generated<'0' | '1'>;
  exceptionInfo: Generated<string>;
  createTime: string;
}

/** A scheduled run taken by one instance (see JobScheduler). */
export interface SysJobFireTable {
  jobId: number;
  fireTime: string;
}
