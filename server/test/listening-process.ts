import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import net from 'node:net';

// A server in a process of its own on a free port of 127.0.0.1, ready once it listens. Shared by
// the crash and several-instance tests (server-process.ts) and the benchmarks (bench/), so it
// imports nothing from vitest.

/** A free TCP port on 127.0.0.1 (asks the OS for one, then releases it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once something listens on `port`, polling the port (not a timed wait). */
async function untilListening(port: number, gone: Promise<never>): Promise<void> {
  const listening = async () => {
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.race([listening(), gone]);
}

export interface ListeningOptions {
  cwd?: string;
  /** Node's own options before the script (V8 flags, which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
  env?: Record<string, string>;
  stdio?: StdioOptions;
  /** Called with the process as soon as it is spawned, before it listens (to end it whatever fails). */
  started?: (child: ChildProcess) => void;
}

export interface ListeningProcess {
  child: ChildProcess;
  url: string;
  /** The process's exit code (null when a signal ended it), once it has ended. */
  exited: Promise<number | null>;
  /** Sends `signal` and resolves once the process has ended. */
  end(signal: NodeJS.Signals): Promise<void>;
}

/** Runs `command`, which is to listen on `port` (its `env` added to ours), and resolves once it does. */
export async function startListening(
  port: number,
  command: string,
  args: string[],
  { started, env, ...options }: ListeningOptions = {},
): Promise<ListeningProcess> {
  const child = spawn(command, args, { ...options, env: { ...process.env, ...env } });
  started?.(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const gone = exited.then((code) => {
    throw new Error(`${[command, ...args].join(' ')} exited (${code}) before it listened`);
  });
  gone.catch(() => {});
  await untilListening(port, gone);
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    async end(signal) {
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * Runs the Node script `script` (JavaScript, or TypeScript through tsx, from `options.cwd`) with
 * PORT and HOST naming a free port of 127.0.0.1, and resolves once it listens there.
 */
export async function startNodeServer(
  script: string,
  { nodeArgs = [], ...options }: ListeningOptions = {},
): Promise<ListeningProcess> {
  const port = await freePort();
  return startListening(
    port,
    process.execPath,
    [...nodeArgs, ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script],
    { ...options, env: { ...options.env, HOST: '127.0.0.1', PORT: String(port) } },
  );
}
