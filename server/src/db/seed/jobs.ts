import type { Insertable } from 'kysely';
import type { SysJobTable } from '../../modules/monitor/monitor.table.js';

/**
 * Seeded scheduled jobs from [name, invoke target, cron] rows, all of one group and status ('0'
 * running, '1' paused), created by admin. Jobs seeded together share their columns, so they go in
 * one multi-row insert.
 */
export function scheduledJobs(
  { jobGroup, status, createTime }: Pick<Insertable<SysJobTable>, 'jobGroup' | 'status' | 'createTime'>,
  rows: [jobName: string, invokeTarget: string, cronExpression: string][],
): Insertable<SysJobTable>[] {
  return rows.map(([jobName, invokeTarget, cronExpression]) => ({
    jobName,
    jobGroup,
    invokeTarget,
    cronExpression,
    status,
    createBy: 'admin',
    createTime,
  }));
}
