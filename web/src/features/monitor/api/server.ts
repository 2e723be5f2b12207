import { queryOptions } from '@tanstack/react-query';
import { type AjaxResult, http } from '@/lib/request';

// 服务监控 (RuoYi api/monitor/server.js). `jvm` describes the Node process here.

export interface ServerCpu {
  cpuNum: number;
  total?: number;
  sys: number;
  used: number;
  wait?: number;
  free: number;
}

export interface ServerMem {
  /** GB */
  total: number;
  used: number;
  free: number;
  usage: number;
}

/** The Node process: MB figures of the V8 heap, runtime name and version. */
export interface ServerJvm {
  total: number;
  max?: number;
  used: number;
  free: number;
  usage: number;
  name: string;
  version: string;
  home: string;
  startTime: string;
  runTime: string;
  inputArgs: string;
}

export interface ServerSys {
  computerName: string;
  computerIp: string;
  userDir: string;
  osName: string;
  osArch: string;
}

export interface ServerSysFile {
  dirName: string;
  sysTypeName: string;
  typeName: string;
  total: string;
  free: string;
  used: string;
  usage: number;
}

export interface ServerInfo {
  cpu: ServerCpu;
  mem: ServerMem;
  jvm: ServerJvm;
  sys: ServerSys;
  sysFiles: ServerSysFile[];
}

export async function getServer(): Promise<ServerInfo> {
  const res = await http.get<AjaxResult<ServerInfo>>('/monitor/server');
  return res.data as ServerInfo;
}

export const serverQueryKey = ['monitor', 'server'] as const;

export const serverQueryOptions = () =>
  queryOptions({ queryKey: serverQueryKey, queryFn: getServer, staleTime: 0 });
