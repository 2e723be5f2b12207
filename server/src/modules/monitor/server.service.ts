import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { formatTime } from '../../http/time.js';
import type { ServerInfo } from './server.schema.js';

// RuoYi's Server (monitor/server): the machine from node:os and fs.statfs, and "jvm" filled with
// this Node process — heap sizes, version, start and run time. No folder of the install is named
// (working folder, executable, arguments, home): the disks are named by their mount point, or by
// what they hold when that mount point is itself such a folder.

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : 0);
const GB = 1024 ** 3;
const MB = 1024 ** 2;

function sizeText(bytes: number): string {
  if (bytes >= GB) return `${round(bytes / GB, 1)} GB`;
  if (bytes >= MB) return `${round(bytes / MB, 1)} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024, 1)} KB`;
  return `${bytes} B`;
}

function cpuTimes() {
  return os.cpus().reduce(
    (sum, cpu) => ({
      user: sum.user + cpu.times.user + cpu.times.nice,
      sys: sum.sys + cpu.times.sys,
      idle: sum.idle + cpu.times.idle,
      irq: sum.irq + cpu.times.irq,
    }),
    { user: 0, sys: 0, idle: 0, irq: 0 },
  );
}

async function cpuInfo(sampleMs: number) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = cpuTimes();
  const user = after.user - before.user;
  const sys = after.sys - before.sys;
  const idle = after.idle - before.idle;
  const wait = after.irq - before.irq;
  const total = user + sys + idle + wait;
  return {
    cpuNum: os.cpus().length || os.availableParallelism(),
    total: round(total),
    sys: percent(sys, total),
    used: percent(user, total),
    wait: percent(wait, total),
    free: percent(idle, total),
  };
}

function runTime(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${days}天${hours}小时${minutes % 60}分钟`;
}

function computerIp(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    const found = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/** The mount point of the filesystem holding `dir`: its highest ancestor on the same device. */
async function mountPointOf(dir: string): Promise<string> {
  let current = path.resolve(dir);
  const { dev } = await fs.stat(current);
  for (;;) {
    const parent = path.dirname(current);
    if (parent === current || (await fs.stat(parent)).dev !== dev) return current;
    current = parent;
  }
}

/** A folder the app uses, and what to call its disk when the mount point would name the folder. */
export interface AppFolder {
  dir: string;
  label: string;
}

async function diskInfo(folders: AppFolder[]) {
  const installPaths = [
    ...folders.map((folder) => folder.dir),
    os.homedir(),
    path.dirname(process.execPath),
  ].map((dir) => path.resolve(dir));
  const reveals = (mount: string) =>
    installPaths.some(
      (dir) => mount === dir || mount.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep),
    );
  const files = new Map<string, ServerInfo['sysFiles'][number]>();
  for (const { dir, label } of folders) {
    try {
      const mount = await mountPointOf(dir);
      if (files.has(mount)) continue;
      const stat = await fs.statfs(dir);
      const total = stat.blocks * stat.bsize;
      const free = stat.bavail * stat.bsize;
      const used = total - free;
      files.set(mount, {
        dirName: reveals(mount) ? label : mount,
        sysTypeName: `0x${stat.type.toString(16)}`,
        typeName: label,
        total: sizeText(total),
        free: sizeText(free),
        used: sizeText(used),
        usage: percent(used, total),
      });
    } catch {
      // A folder that cannot be read is left out.
    }
  }
  return [...files.values()];
}

/** The runtime's option names (`--max-old-space-size`), without values or files, which may be paths. */
const optionNames = (args: string[]) =>
  args
    .filter((arg) => arg.startsWith('-'))
    .map((arg) => arg.split('=')[0])
    .join(' ');

export async function serverInfo(folders: AppFolder[], sampleMs = 200): Promise<ServerInfo> {
  const totalMem = os.totalmem();
  const freeMem = os.freemem();
  const heap = process.memoryUsage();
  const uptimeMs = process.uptime() * 1000;
  const heapMax = v8.getHeapStatistics().heap_size_limit;
  return {
    cpu: await cpuInfo(sampleMs),
    mem: {
      total: round(totalMem / GB),
      used: round((totalMem - freeMem) / GB),
      free: round(freeMem / GB),
      usage: percent(totalMem - freeMem, totalMem),
    },
    jvm: {
      total: round(heap.heapTotal / MB),
      max: round(heapMax / MB),
      free: round((heap.heapTotal - heap.heapUsed) / MB),
      used: round(heap.heapUsed / MB),
      usage: percent(heap.heapUsed, heap.heapTotal),
      version: process.version,
      home: '',
      name: `Node.js ${process.version}`,
      startTime: formatTime(Date.now() - uptimeMs),
      runTime: runTime(uptimeMs),
      inputArgs: optionNames(process.execArgv),
    },
    sys: {
      computerName: os.hostname(),
      computerIp: computerIp(),
      userDir: '',
      osName: `${os.type()} ${os.release()}`,
      osArch: os.arch(),
    },
    sysFiles: await diskInfo(folders),
  };
}
