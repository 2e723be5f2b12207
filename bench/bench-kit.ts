// What the benchmarks share: the built server started on a fresh database in a process of its own,
// a login, and one autocannon measurement that fails on any error or unexpected status.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pino from 'pino';
import { type DatabaseHandle, openPostgres, openSqlite } from '../server/src/db/dialect.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedDatabase } from '../server/src/db/seed/seed.js';
import { APP_NODE_ARGS, type ServerProcess, startServerProcess } from './server-process.js';

export type Dialect = 'sqlite' | 'postgres';

/** Exits with a message when the server has not been built (the benchmarks measure server/dist). */
export function requireBuiltServer(benchmark: string): void {
  if (!fs.existsSync(new URL('../server/dist/main.js', import.meta.url))) {
    console.error(`FAIL ${benchmark}: server/dist is missing; run "npm run build" first`);
    process.exit(1);
  }
}

export interface Measurement {
  rps: number;
  /** 97.5th percentile latency in ms (autocannon reports no p95; this one bounds it from above). */
  p97_5: number;
  /** How long the first answer took, in ms: a cached read's first fill, which a visitor waits for. */
  firstMs: number;
}

/** Requests per second at `connections`, after a second of warm-up; any error or wrong status throws. */
export async function measure(
  url: string,
  { headers = {}, expectStatus = 200, connections = 50, seconds = 5 } = {},
): Promise<Measurement> {
  const options = { url, headers, connections };
  // One answer first: a cache's first fill (seconds, for a search counting most articles on
  // PostgreSQL) is the first visitor's wait, not the read's throughput.
  const started = performance.now();
  await (await fetch(url, { headers })).arrayBuffer();
  const firstMs = performance.now() - started;
  await autocannon({ ...options, duration: 1 }); // warm up the JIT and caches
  const result = await autocannon({ ...options, duration: seconds });
  const wrong = expectStatus === 200 ? result.non2xx : result.requests.total - result['4xx'];
  if (wrong > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${wrong} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p97_5: result.latency.p97_5, firstMs };
}

/** A token for a seeded staff account. */
export async function login(appUrl: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${appUrl}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`${username} login failed`);
  return token;
}

interface BenchDatabase {
  handle: DatabaseHandle;
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/** SQLite in `dataDir` (the server opens DATA_DIR/xiehui.db). */
const sqliteDatabase = async (dataDir: string): Promise<BenchDatabase> => ({
  handle: openSqlite(path.join(dataDir, 'xiehui.db')),
  env: {},
  drop: async () => {},
});

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped afterwards. */
async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `xiehui_bench_${randomBytes(4).toString('hex')}`;
  const server = openPostgres(serverUrl);
  await sql`create database ${sql.id(name)}`.execute(server.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: openPostgres(url.toString()),
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await sql`drop database ${sql.id(name)} with (force)`.execute(server.db);
      await server.db.destroy();
    },
  };
}

/** The PostgreSQL server the benchmarks may use, if one is named. */
export const postgresServerUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;

export interface BenchApp extends ServerProcess {
  dialect: Dialect;
}

/**
 * Starts the built server on a fresh, migrated database with the demo data, after `fill` has added
 * what the benchmark needs; `use` runs against it and everything is removed afterwards.
 */
export async function withBenchApp(
  dialect: Dialect,
  fill: (handle: DatabaseHandle) => Promise<void>,
  use: (app: BenchApp) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-bench-'));
  const serverUrl = postgresServerUrl();
  if (dialect === 'postgres' && !serverUrl) throw new Error('postgres needs BENCH_DATABASE_URL');
  const { handle, env, drop } =
    dialect === 'sqlite' ? await sqliteDatabase(dataDir) : await postgresDatabase(serverUrl!);
  try {
    await migrateToLatest(handle);
    await seedDatabase(handle, pino({ level: 'silent' }), { demo: true });
    await fill(handle);
    await handle.db.destroy();
    const app = await startServerProcess(
      'server/dist/main.js',
      {
        ...env,
        DATA_DIR: dataDir,
        WEB_DIST: '',
        SMS_DRIVER: 'file',
        LOG_LEVEL: 'silent',
        CAPTCHA_ENABLED: 'false',
      },
      APP_NODE_ARGS,
    );
    try {
      await use({ ...app, dialect });
    } finally {
      await app.stop();
    }
  } finally {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The yardstick: a bare Fastify route in a process of its own. Identical processes here differ by
 * up to a third in speed, each for its whole life, so three are started and the one of median
 * speed is kept: one lucky or unlucky yardstick would move every ratio of the run.
 */
export async function startBareRoute(): Promise<ServerProcess> {
  const candidates = await Promise.all([1, 2, 3].map(() => startServerProcess('bench/bare-route.ts')));
  const speeds = new Map<ServerProcess, number>();
  for (const candidate of candidates) {
    speeds.set(candidate, (await measure(`${candidate.url}/ping`, { seconds: 2 })).rps);
  }
  const [, median] = [...candidates].sort((a, b) => speeds.get(a)! - speeds.get(b)!);
  await Promise.all(candidates.filter((candidate) => candidate !== median).map((other) => other.stop()));
  return median;
}
