// Public reads at volume (issue 13): 100 000 generated bilingual articles, 50 connections, each
// read's throughput as a ratio to a bare Fastify route measured in the same run (a shared, noisy
// machine moves both together), on SQLite and — when BENCH_DATABASE_URL or TEST_DATABASE_URL
// names a PostgreSQL server — on a fresh PostgreSQL database. Fails (exit 1) on any error or
// non-2xx answer or a ratio under its budget; reports memory.
//
//   npm run bench:reads                              # the full run (100 000 articles, 5 s each)
//   BENCH_ARTICLES=20000 BENCH_SECONDS=2 npm run bench:reads   # what CI runs
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { type DatabaseHandle, openPostgres, openSqlite } from '../server/src/db/dialect.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { seedDatabase } from '../server/src/db/seed/seed.js';
import { createSmsSender } from '../server/src/modules/auth/sms/sms-sender.js';
import { generateArticles } from './generate-data.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

/**
 * Minimum share of the bare route's requests per second, per database: about 70 % of the lower of two
 * runs measured here (2 cores, 100 000 articles, 2026-11-27; README). Issue 13 asks for 0.5
 * (SQLite) and 0.3 (PostgreSQL) on every public read; the article list, the article and the home
 * blocks are not there yet.
 */
const BUDGETS: Record<string, { sqlite: number; postgres: number }> = {
  'no query (404)': { sqlite: 0.3, postgres: 0.3 },
  treeList: { sqlite: 0.25, postgres: 0.25 },
  indexList: { sqlite: 0.13, postgres: 0.15 },
  'links/list': { sqlite: 0.35, postgres: 0.41 },
  'site/settings': { sqlite: 0.34, postgres: 0.5 },
  'article/list page 1': { sqlite: 0.07, postgres: 0.07 },
  'article/{id}': { sqlite: 0.05, postgres: 0.034 },
};
/** Measured and reported, no budget yet (issue 13 continues): deep pages and search. */
const REPORTED_ONLY = ['listPreview (search)', 'article/list page 200'];

const READS: [name: string, path: string][] = [
  ['no query (404)', '/prod-api/no/such/path'],
  ['treeList', '/prod-api/api/bll/article_type/treeList?menuFlag=1'],
  ['indexList', '/prod-api/api/bll/article_type/indexList'],
  ['links/list', '/prod-api/api/bll/links/list'],
  ['site/settings', '/prod-api/api/bll/site/settings'],
  ['article/list page 1', '/prod-api/api/bll/article/list?pageNum=1&pageSize=10'],
  ['article/{id}', '/prod-api/api/bll/article/1000'],
  [
    'listPreview (search)',
    `/prod-api/api/bll/article/listPreview?articleName=${encodeURIComponent('数字创意')}`,
  ],
  // Last: on PostgreSQL its slow answers would still be running into the next measurement.
  ['article/list page 200', '/prod-api/api/bll/article/list?pageNum=200&pageSize=10'],
];

async function measure(url: string, expectStatus = 200) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm up the JIT and caches
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    expectBody: undefined,
  });
  const wrong = expectStatus === 200 ? result.non2xx : result.requests.total - result['4xx'];
  if (wrong > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${wrong} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, p95: result.latency.p97_5 };
}

async function postgresDatabase(serverUrl: string) {
  const name = `xiehui_bench_${randomBytes(4).toString('hex')}`;
  const server = openPostgres(serverUrl);
  await sql`create database ${sql.id(name)}`.execute(server.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      await sql`drop database ${sql.id(name)}`.execute(server.db);
      await server.db.destroy();
    },
  };
}

const bare = Fastify();
bare.get('/ping', async () => ({ code: 200, msg: '操作成功' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const logger = pino({ level: 'silent' });
let failed = false;

async function benchmark(
  dialect: 'sqlite' | 'postgres',
  open: () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-bench-'));
  const { handle, drop } = await open();
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', SMS_DRIVER: 'file', LOG_LEVEL: 'silent' });
  await migrateToLatest(handle);
  await seedDatabase(handle, logger, { demo: true });
  const started = performance.now();
  await generateArticles(handle.db, ARTICLES);
  console.log(
    `\n${dialect}: ${ARTICLES} articles generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const app = await buildApp({ config, database: handle, sms: createSmsSender(config, logger) });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (const [name, url] of READS) {
      const bareRps = (await measure(`${bareUrl}/ping`)).rps;
      const { rps, p95 } = await measure(`${appUrl}${url}`, name.includes('404') ? 404 : 200);
      const ratio = rps / bareRps;
      const budget = BUDGETS[name]?.[dialect];
      const ok = budget === undefined || ratio >= budget;
      failed ||= !ok;
      const verdict = REPORTED_ONLY.includes(name) ? 'info' : ok ? 'ok  ' : 'FAIL';
      console.log(
        `${verdict} ${name}: ${(ratio * 100).toFixed(1)}% of bare, ${rps.toFixed(0)} req/s, p97.5 ${p95} ms` +
          (budget === undefined ? '' : ` (budget ≥ ${(budget * 100).toFixed(0)}%)`),
      );
    }
    // Reported, not judged: this process also runs the load generator, and SQLite's memory-mapped
    // file pages count as resident; a separate server process is issue 13's next step.
    const rssMb = process.memoryUsage().rss / 1024 / 1024;
    console.log(`info process memory: ${rssMb.toFixed(0)} MB RSS (load generator and mapped file included)`);
  } finally {
    await app.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchmark('sqlite', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-bench-db-')), 'bench.db');
  const handle = openSqlite(file);
  return { handle, drop: async () => handle.db.destroy() };
});
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (postgresUrl) await benchmark('postgres', () => postgresDatabase(postgresUrl));
else console.log('\npostgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');

await bare.close();
process.exit(failed ? 1 : 0);
