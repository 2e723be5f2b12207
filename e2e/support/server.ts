import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { secondsFromNow } from '../../server/src/http/time.js';
import { freePort } from '../../server/test/listening-process.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'web/dist/index.html');

/** Throws a clear error when the app has not been built (npm run test:e2e builds it first). */
export function assertBuilt(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The browser tests drive the built app, but ${missing.map((file) => path.relative(REPO_ROOT, file)).join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Run "npm run build" at the repository root ` +
        '(or "npm run test:e2e", which builds first).',
    );
  }
}

export type SmsPurpose = 'login' | 'register' | 'reset';

export interface SmsOutboxEntry {
  phone: string;
  code: string;
  purpose: SmsPurpose | string;
  at: string;
}

export interface ReadSmsCodeOptions {
  /** Only messages sent at or after this time (guards against reading an older code). */
  since?: Date;
  /** How long to wait for a matching message, in ms (default 10 s). */
  timeoutMs?: number;
}

export interface StartServerOptions {
  /** Extra or overriding environment variables for the server. */
  env?: Record<string, string | undefined>;
  /** How long to wait for GET /prod-api/captchaImage to answer 200, in ms (default 60 s). */
  readyTimeoutMs?: number;
}

export interface TestServer {
  /** http://127.0.0.1:PORT, no trailing slash. */
  readonly baseUrl: string;
  readonly port: number;
  /** Fresh temporary DATA_DIR (removed by stop()). */
  readonly dataDir: string;
  /** The SMS_OUTBOX JSONL file the `file` driver appends to. */
  readonly smsOutbox: string;
  /** baseUrl + path. */
  url(pathname: string): string;
  /** All messages in the outbox so far (oldest first). */
  readSmsOutbox(): SmsOutboxEntry[];
  /** The code of the LAST message to `phone` (of `purpose`, when given), polling up to 10 s. */
  readSmsCode(phone: string, purpose?: SmsPurpose | string, options?: ReadSmsCodeOptions): Promise<string>;
  /**
   * Changes a setting in the server's database (sys_config), as staff would in the admin shell;
   * the server runs without its read cache, so the next request reads it.
   */
  setConfig(configKey: string, configValue: string): void;
  /** Moves the phone's SMS sends two minutes into the past, as if the resend wait were over. */
  ageSmsSends(phone: string): void;
  /** What the server has printed so far (stdout and stderr, last 200 KB each). */
  output(): { stdout: string; stderr: string };
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes the data folder. */
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 200_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseOutbox(file: string): SmsOutboxEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: SmsOutboxEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as SmsOutboxEntry);
    } catch {
      // A line being written right now; the next poll sees it whole.
    }
  }
  return entries;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the built app (`node server/dist/main.js` from the repository root) on a free port
 * with a fresh SQLite data folder, SMS codes written to a JSONL outbox, the image captcha off
 * and the demo content seeded, and waits until it answers.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  assertBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-e2e-'));
  const smsOutbox = path.join(dataDir, 'sms-outbox.jsonl');
  const baseUrl = `http://127.0.0.1:${port}`;

  // Run as `npm start` would: without vitest's NODE_ENV=test and VITEST_* variables, and on its
  // own SQLite database (no DATABASE_URL/REDIS_URL from the caller) unless options.env says so.
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(VITEST|TEST$|TEST_|NODE_ENV$|DATABASE_URL$|REDIS_URL$|WEB_DIST$)/.test(key)) continue;
    env[key] = value;
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMS_DRIVER: 'file',
    SMS_OUTBOX: smsOutbox,
    CAPTCHA_ENABLED: 'false',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
    // setConfig writes the database directly, as another instance would; with no cache the very
    // next request reads it (the cache and its clearing are tested in the API suites).
    CACHE_SECONDS: '0',
  });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout = (stdout + chunk).slice(-OUTPUT_LIMIT);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-OUTPUT_LIMIT);
  });
  // Never leave a server behind if the test process dies without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const describeOutput = () =>
    [
      `--- server stderr ---\n${stderr.trim() || '(empty)'}`,
      `--- server stdout ---\n${stdout.trim() || '(empty)'}`,
    ].join('\n');

  // Ready when GET /prod-api/captchaImage answers 200.
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + readyTimeoutMs;
  let lastProblem: string;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready.\n${describeOutput()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/prod-api/captchaImage`, {
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) break;
      lastProblem = `GET /prod-api/captchaImage answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not become ready within ${readyTimeoutMs / 1000} s (${lastProblem}).\n${describeOutput()}`,
      );
    }
    await sleep(200);
  }

  return {
    baseUrl,
    port,
    dataDir,
    smsOutbox,
    url: (pathname) => `${baseUrl}${pathname.startsWith('/') ? '' : '/'}${pathname}`,
    readSmsOutbox: () => parseOutbox(smsOutbox),
    async readSmsCode(phone, purpose, { since, timeoutMs = 10_000 } = {}) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const match = parseOutbox(smsOutbox)
          .filter(
            (entry) =>
              entry.phone === phone &&
              (purpose === undefined || entry.purpose === purpose) &&
              (since === undefined || Date.parse(entry.at) >= since.getTime()),
          )
          .at(-1);
        if (match) return match.code;
        if (Date.now() > until) {
          const seen = parseOutbox(smsOutbox)
            .map((entry) => `${entry.phone}/${entry.purpose}/${entry.at}`)
            .join(', ');
          throw new Error(
            `No SMS code for ${phone}${purpose ? ` (purpose ${purpose})` : ''}${since ? ` since ${since.toISOString()}` : ''} ` +
              `within ${timeoutMs / 1000} s. Outbox ${smsOutbox}: ${seen || 'empty'}.\n${describeOutput()}`,
          );
        }
        await sleep(100);
      }
    },
    setConfig(configKey, configValue) {
      const db = new Database(path.join(dataDir, 'xiehui.db'));
      try {
        const { changes } = db
          .prepare('update sys_config set config_value = ? where config_key = ?')
          .run(configValue, configKey);
        if (changes !== 1) throw new Error(`No setting ${configKey} in sys_config`);
      } finally {
        db.close();
      }
    },
    ageSmsSends(phone) {
      const db = new Database(path.join(dataDir, 'xiehui.db'));
      try {
        const twoMinutesAgo = secondsFromNow(-120);
        db.prepare('update sys_sms_log set create_time = ? where phone = ?').run(twoMinutesAgo, phone);
      } finally {
        db.close();
      }
    },
    output: () => ({ stdout, stderr }),
    stop,
  };
}
