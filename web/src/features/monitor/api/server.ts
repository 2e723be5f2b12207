import { queryOptions } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';
import type {
  ServerCpu,
  ServerInfo,
  ServerJvm,
  ServerMem,
  ServerSys,
  ServerSysFile,
} from '@server/modules/monitor/server.schema';

// 服务监控 (RuoYi api/monitor/server.js). `jvm` describes the Node process here.

export type { ServerCpu, ServerInfo, ServerJvm, ServerMem, ServerSys, ServerSysFile };

export async function getServer(): Promise<ServerInfo> {
  const res = await http.get<AjaxResult<ServerInfo>>('/monitor/server');
  return res.data as ServerInfo;
}

export const serverQueryKey = ['monitor', 'server'] as const;

export const serverQueryOptions = () =>
  queryOptions({ queryKey: serverQueryKey, queryFn: getServer, staleTime: 0 });
