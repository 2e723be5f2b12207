// Soak (issue 14): ten minutes of mixed load at 50 connections against the built server on SQLite
// (or PostgreSQL with SOAK_DATABASE=postgres and BENCH_DATABASE_URL/TEST_DATABASE_URL): public reads,
// search, a member's and staff's reads, and a staff write that invalidates the public settings cache.
// Fails (exit 1) on any error, timeout or non-2xx answer, or when memory keeps growing: the heap of
// the last third of the run may not stand more than 10 % above that of the middle third (the first
// third warms caches up). Not part of CI; run `npm run build` first.
//
//   npm run soak                                  # the full run (10 minutes)
//   SOAK_SECONDS=60 npm run soak                  # a short one
import autocannon from 'autocannon';
import { type Dialect, login, requireBuiltServer, withBenchApp } from './bench-kit.js';
import { generateArticles, generateEvents, generatePeople } from './generate-data.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const ARTICLES = Number(process.env.SOAK_ARTICLES ?? 20_000);
const DIALECT = (process.env.SOAK_DATABASE ?? 'sqlite') as Dialect;
const SAMPLE_EVERY_MS = 5_000;
/** How far the heap of the run's last third may stand above its middle third. */
const GROWTH_BUDGET = 0.1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

requireBuiltServer('soak');
let failed = false;
await withBenchApp(
  DIALECT,
  async (handle) => {
    await generateArticles(handle.db, ARTICLES);
    await generatePeople(handle.db, ARTICLES / 5, ARTICLES / 10);
    await generateEvents(handle.db, ARTICLES / 50, 10);
  },
  async (app) => {
    const admin = { authorization: `Bearer ${await login(app.url, 'admin', 'admin123')}` };
    const settingsRow = (await (
      await fetch(`${app.url}/prod-api/system/config/list?configKey=site.name`, { headers: admin })
    ).json()) as { rows: Record<string, unknown>[] };
    const settingWrite = JSON.stringify(settingsRow.rows[0]);
    const get = (path: string, headers: Record<string, string> = {}) => ({
      method: 'GET' as const,
      path,
      headers,
    });
    const requests = [
      get('/prod-api/api/bll/article_type/treeList?menuFlag=1'),
      get('/prod-api/api/bll/article_type/indexList'),
      get('/prod-api/api/bll/site/settings'),
      get('/prod-api/api/bll/links/list'),
      get('/prod-api/api/bll/article/list?pageNum=1&pageSize=10'),
      get('/prod-api/api/bll/article/list?pageNum=150&pageSize=10'),
      get('/prod-api/api/bll/article/1000'),
      get(`/prod-api/api/bll/article/listPreview?articleName=${encodeURIComponent('数字创意')}`),
      get(`/prod-api/api/bll/article/search?q=${encodeURIComponent('非遗传承')}&pageNum=1&pageSize=10`),
      get('/prod-api/api/system/sign/memberList?pageNum=1&pageSize=10'),
      get('/prod-api/api/activity/activities/getInfoList?pageNum=1&pageSize=10'),
      get('/prod-api/getInfo', admin),
      get('/prod-api/system/user/list?pageNum=1&pageSize=10', admin),
      {
        method: 'PUT' as const,
        path: '/prod-api/system/config',
        headers: { ...admin, 'content-type': 'application/json' },
        body: settingWrite,
      },
    ];
    const heap: number[] = [];
    const sampler = setInterval(() => heap.push(app.memory().anonMb), SAMPLE_EVERY_MS);
    console.log(`soak on ${DIALECT}: ${SECONDS} s at 50 connections, ${requests.length} kinds of request`);
    const result = await autocannon({ url: app.url, connections: 50, duration: SECONDS, requests });
    clearInterval(sampler);
    const { peakMb } = app.memory();
    const third = Math.floor(heap.length / 3);
    const middle = median(heap.slice(third, 2 * third));
    const last = median(heap.slice(2 * third));
    const growth = middle > 0 ? last / middle - 1 : 0;
    const clean = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0;
    const flat = growth <= GROWTH_BUDGET;
    failed = !clean || !flat;
    console.log(
      `${clean ? 'ok  ' : 'FAIL'} ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p97.5 ${result.latency.p97_5} ms: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
    console.log(
      `${flat ? 'ok  ' : 'FAIL'} heap ${middle.toFixed(0)} MB in the middle third, ${last.toFixed(0)} MB in the last (${(growth * 100).toFixed(1)} %, budget ≤ ${GROWTH_BUDGET * 100} %); resident peak ${peakMb.toFixed(0)} MB`,
    );
  },
);
process.exit(failed ? 1 : 0);
