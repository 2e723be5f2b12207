import type { OperLogListQuery, OperLogRow } from '@server/modules/monitor/operlog.schema';
import { logCalls } from '@/admin/crud/resource-calls';
import type { ListQuery } from './types';

// 操作日志 (RuoYi api/monitor/operlog.js).

export type OperLog = OperLogRow;

export type OperLogQuery = ListQuery<OperLogListQuery>;

export const operlog = logCalls<OperLog, OperLogQuery>('/monitor/operlog');
