import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll } from 'vitest';
import type { Database } from '../src/db/database.js';
import { type DatabaseHandle, openPostgres, openSqlite } from '../src/db/dialect.js';
import { createPostgresDatabase, dialect, lastSmsCodeIn, type TestApp } from './helper.js';
import { freePort, startListening, startNodeServer } from './listening-process.js';

// What the crash and several-instance tests share: the real server in processes of its own (run
// from the sources through tsx, so no build is needed), a database they can share, and a client
// shaped like the in-process test app, so the kits of the other tests drive them over HTTP.

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Every child process a test file started: none outlives the file, whatever fails. */
const children = new Set<ChildProcess>();
function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
}
// A run cut short (a timeout, Ctrl-C) skips afterAll; the processes still end with the worker.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
const killChildren = () =>
  Promise.all(
    [...children].map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
afterAll(killChildren);

/** A temporary folder, removed when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface ServerProcess {
  url: string;
  /** The process's exit, once it has ended. */
  exited: Promise<number | null>;
  /** Ends the process at once, as a power cut or the OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** Ends the process as an operator does (SIGTERM), letting it close cleanly. */
  stop(): Promise<void>;
}

/**
 * Starts `npm start`'s server (src/main.ts) with `env` on a free port and waits until it listens;
 * migrations and the seed have run by then. Its warnings go to the test's stderr.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startNodeServer('src/main.ts', {
    cwd: SERVER_DIR,
    env: {
      SMS_DRIVER: 'file',
      CAPTCHA_ENABLED: 'false',
      WEB_DIST: '',
      CACHE_SECONDS: '0',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    started: track,
  });
  return {
    url: server.url,
    exited: server.exited,
    kill: () => server.end('SIGKILL'),
    stop: () => server.end('SIGTERM'),
  };
}

export interface SharedDatabase {
  /** What the server processes are started with: DATA_DIR and DATABASE_URL. */
  env: Record<string, string>;
  /** The test's own connection, to look at the rows. */
  db: Kysely<Database>;
  /** Where the servers' SMS codes land (SMS_DRIVER=file in DATA_DIR). */
  smsOutbox: string;
}

/**
 * A database of the suite's dialect that server processes can open: a SQLite file, or a new
 * database on TEST_DATABASE_URL's server. Dropped when the test file ends.
 */
export async function sharedDatabase(): Promise<SharedDatabase> {
  const dataDir = tempDir('xiehui-process-');
  let handle: DatabaseHandle;
  let databaseUrl = '';
  let drop = async () => {};
  if (dialect === 'sqlite') {
    handle = openSqlite(path.join(dataDir, 'xiehui.db'));
  } else {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    ({ url: databaseUrl, drop } = database);
    handle = openPostgres(databaseUrl);
  }
  // The servers go first: a database is dropped only once nobody is connected.
  afterAll(async () => {
    await killChildren();
    await handle.db.destroy();
    await drop();
  });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    db: handle.db,
    smsOutbox: path.join(dataDir, 'sms-outbox.jsonl'),
  };
}

/** Why a server process cannot be tested here, or undefined when it can. */
export const noSharedDatabase =
  dialect === 'postgres' && !process.env.TEST_DATABASE_URL
    ? 'PGlite lives inside the test process; a server process needs TEST_DATABASE_URL'
    : undefined;

/** The end of a skipped suite's title: why it is skipped (vitest shows no reason of its own). */
export const skippedBecause = (reason: string | undefined) => (reason ? ` — skipped: ${reason}` : '');

/** A request that got no answer: the server was gone before it answered. */
export class NoAnswer extends Error {}

interface InjectOptions {
  method?: string;
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
  /** The client's address, sent as X-Forwarded-For (the servers run with TRUST_PROXY=true). */
  remoteAddress?: string;
}

/**
 * A client of the server at `baseUrl` shaped like the in-process test app (`app.inject`,
 * `lastSmsCode`, `db`), so the member and activity kits drive it over HTTP. `pending` counts the
 * requests sent and not yet answered.
 */
export function httpTestApp(baseUrl: () => string, db: Kysely<Database>, smsOutbox: string) {
  const client = {
    pending: 0,
    async inject({ method = 'GET', url, payload, headers = {}, remoteAddress }: InjectOptions) {
      const sent: Record<string, string> = { ...headers };
      if (remoteAddress) sent['x-forwarded-for'] = remoteAddress;
      let body: string | Buffer | undefined;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload;
      else if (payload !== undefined) {
        body = JSON.stringify(payload);
        sent['content-type'] ??= 'application/json';
      }
      client.pending += 1;
      let answer: Response;
      let rawPayload: Buffer;
      try {
        answer = await fetch(baseUrl() + url, { method, headers: sent, body, redirect: 'manual' });
        rawPayload = Buffer.from(await answer.arrayBuffer());
      } catch (error) {
        throw new NoAnswer(`${method} ${url}: ${String((error as Error).cause ?? error)}`);
      } finally {
        client.pending -= 1;
      }
      const text = rawPayload.toString('utf8');
      return {
        statusCode: answer.status,
        headers: Object.fromEntries(answer.headers),
        rawPayload,
        body: text,
        json: () => JSON.parse(text),
      };
    },
  };
  const t = {
    app: client,
    db,
    lastSmsCode: (phone: string, purpose?: Parameters<TestApp['lastSmsCode']>[1]) =>
      lastSmsCodeIn(smsOutbox, phone, purpose),
  };
  // The kits take the in-process app; they use only inject, lastSmsCode and db, which this has.
  return { client, t: t as unknown as TestApp };
}

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A throwaway Redis (Debian's redis-server, no persistence) on a free port; stopped when the file ends. */
export async function startRedis(): Promise<string> {
  const port = await freePort();
  await startListening(
    port,
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore', started: track },
  );
  return `redis://127.0.0.1:${port}`;
}

/**
 * A round-robin HTTP proxy on a free port, as nginx's `upstream` is: each request goes to the next
 * of `upstreams` in turn, with the client's X-Forwarded-For passed on. Closed when the file ends.
 */
export async function startProxy(upstreams: string[]): Promise<string> {
  let next = 0;
  const proxy = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', upstreams[next++ % upstreams.length]);
    const forwarded = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  afterAll(() => {
    proxy.closeAllConnections();
    return new Promise((resolve) => proxy.close(resolve));
  });
  return `http://127.0.0.1:${port}`;
}
