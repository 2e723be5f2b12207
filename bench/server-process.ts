// Runs a server in a process of its own, so the load generator does not share its event loop and
// its memory is its own.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  /** Resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number; anonMb: number };
  stop(): Promise<void>;
}

/**
 * Starts the Node script `script` (JavaScript, or TypeScript run through tsx) with `env` and waits
 * until `readyPath` answers.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script],
    {
      cwd: REPO,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it answered`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(`${url}${readyPath}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100)); // polling the port, not a timed wait
      }
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {}); // it exits when stopped
  // A benchmark that fails part-way must not leave its servers running.
  process.once('exit', () => child.kill());
  const field = (status: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return {
    url,
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return {
        rssMb: field(status, 'VmRSS'),
        peakMb: field(status, 'VmHWM'),
        anonMb: field(status, 'RssAnon'),
      };
    },
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
