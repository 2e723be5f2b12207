// Runs a server in a process of its own, so the load generator does not share its event loop and
// its memory is its own.
import fs from 'node:fs';
import path from 'node:path';
import { startNodeServer } from '../server/test/listening-process.js';

const REPO = path.resolve(import.meta.dirname, '..');

export interface ServerProcess {
  url: string;
  /** Resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number; anonMb: number };
  stop(): Promise<void>;
}

/**
 * Node's options for the app, as `npm start` runs it (package.json): a 1 MB young generation (each
 * request's garbage is swept while it is still in the CPU's cache) and an old generation that grows
 * by 10 % at a time, which keeps the server near 150 MB. `--optimize-for-size` kept it as small, but
 * with the collector tuned for memory over speed: 10–45 % fewer requests a second and three times
 * the p97.5 latency (README).
 */
export const APP_NODE_ARGS = ['--max-semi-space-size=1', '--heap-growing-percent=10'];

/**
 * Starts the Node script `script` (JavaScript, or TypeScript run through tsx, from the repository
 * root) with `env` and Node's `nodeArgs`, and waits until it listens.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const server = await startNodeServer(script, {
    cwd: REPO,
    env,
    nodeArgs,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A benchmark that fails part-way must not leave its servers running.
  process.once('exit', () => server.child.kill());
  const field = (status: string, name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return {
    url: server.url,
    memory() {
      const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      return {
        rssMb: field(status, 'VmRSS'),
        peakMb: field(status, 'VmHWM'),
        anonMb: field(status, 'RssAnon'),
      };
    },
    stop: () => server.end('SIGTERM'),
  };
}
