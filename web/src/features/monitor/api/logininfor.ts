import type { LoginLogListQuery, LoginLogRow } from '@server/modules/monitor/logininfor.schema';
import { useInvalidatingMutation } from '@/admin/api-kit';
import { logCalls } from '@/admin/crud/resource-calls';
import { http } from '@/lib/request';
import type { ListQuery } from './types';

// 登录日志 (RuoYi api/monitor/logininfor.js).

export type Logininfor = LoginLogRow;

export type LogininforQuery = ListQuery<LoginLogListQuery>;

export const logininfor = logCalls<Logininfor, LogininforQuery>('/monitor/logininfor');

export const unlockLogininfor = (userName: string) =>
  http.get(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`);

export const useUnlockLogininfor = () => useInvalidatingMutation(unlockLogininfor, logininfor.key);
