import { type Static, Type } from 'typebox';
import { OkData } from '../../http/schemas.js';

// RuoYi's Server (`/monitor/server`): the machine, and under `jvm` this Node process. It names no
// folder of the install: the answer goes to every holder of monitor:server:list.

export const ServerCpu = Type.Object({
  cpuNum: Type.Integer(),
  /** CPU time of the sample, in milliseconds. */
  total: Type.Number(),
  /** Percentages of the sample. */
  sys: Type.Number(),
  used: Type.Number(),
  wait: Type.Number(),
  free: Type.Number(),
});

/** GB, and the used percentage. */
export const ServerMem = Type.Object({
  total: Type.Number(),
  used: Type.Number(),
  free: Type.Number(),
  usage: Type.Number(),
});

/** The Node process: MB of the V8 heap, runtime name and version. */
export const ServerJvm = Type.Object({
  total: Type.Number(),
  max: Type.Number(),
  free: Type.Number(),
  used: Type.Number(),
  usage: Type.Number(),
  version: Type.String(),
  /** RuoYi's install folder of the runtime; left empty, as it would name a folder of the install. */
  home: Type.String(),
  name: Type.String(),
  startTime: Type.String(),
  runTime: Type.String(),
  /** The runtime's option names, without their values (which may be paths). */
  inputArgs: Type.String(),
});

export const ServerSys = Type.Object({
  computerName: Type.String(),
  computerIp: Type.String(),
  /** RuoYi's working folder; left empty, as it would name the install. */
  userDir: Type.String(),
  osName: Type.String(),
  osArch: Type.String(),
});

/** A disk holding the app or its data, named by its mount point. */
export const ServerSysFile = Type.Object({
  dirName: Type.String(),
  sysTypeName: Type.String(),
  typeName: Type.String(),
  total: Type.String(),
  free: Type.String(),
  used: Type.String(),
  usage: Type.Number(),
});

export const ServerInfo = Type.Object({
  cpu: ServerCpu,
  mem: ServerMem,
  jvm: ServerJvm,
  sys: ServerSys,
  sysFiles: Type.Array(ServerSysFile),
});
export type ServerCpu = Static<typeof ServerCpu>;
export type ServerMem = Static<typeof ServerMem>;
export type ServerJvm = Static<typeof ServerJvm>;
export type ServerSys = Static<typeof ServerSys>;
export type ServerSysFile = Static<typeof ServerSysFile>;
export type ServerInfo = Static<typeof ServerInfo>;
export const ServerInfoReply = OkData(ServerInfo);
