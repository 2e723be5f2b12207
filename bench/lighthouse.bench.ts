// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the public pages of the
// built app with the demo content, in Debian's Chromium: the four category scores of each page, the
// median of LIGHTHOUSE_RUNS runs, and the JS + CSS /index needs before its first paint (gzip). Fails
// (exit 1) when a page is under a budget below; prints the audits that cost points, to read. Needs
// the built app (npm run build) and the chromium package.
//
//   npm run bench:lighthouse                      # 3 runs a page
//   LIGHTHOUSE_RUNS=1 npm run bench:lighthouse    # the short version
//   LIGHTHOUSE_REPORTS=/tmp/lh npm run bench:lighthouse   # keeps each page's report
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { freePort } from '../server/test/listening-process.js';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** When set, each page's last report (JSON, open it in the Lighthouse viewer) is written there. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Scores = Record<Category, number>;
/**
 * One run's performance score swings by 15 points with the machine's load (the median of three
 * moves less), so the short version judges the other categories and the code weight, and prints it.
 */
const JUDGED: readonly Category[] =
  RUNS === 1
    ? ['accessibility', 'best-practices', 'seo']
    : ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 13's targets, printed beside the budgets. */
const TARGETS: Scores = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const TARGET_CODE_KB = 140;

/**
 * Each page's floor, just under the lowest median measured here (three runs on 2 shared cores
 * under a load of 11–14, README): the performance score follows the machine's load (its blocking
 * time is CPU time), so a regression fails and a busy machine does not; raise them as the pages get
 * faster.
 */
const BUDGETS: Record<string, Scores> = {
  '/index': { performance: 50, accessibility: 100, 'best-practices': 100, seo: 100 },
  '/article': { performance: 65, accessibility: 100, 'best-practices': 100, seo: 100 },
  '/trainingEvent': { performance: 50, accessibility: 100, 'best-practices': 100, seo: 100 },
  '/memberShip': { performance: 40, accessibility: 100, 'best-practices': 100, seo: 100 },
};
/**
 * The page, scripts and styles /index asks for before its first paint, gzip-compressed, in KB:
 * 11.5 measured with /index prerendered (2026-11-28): the page, 10.6 KB with its markup and
 * inlined stylesheets, and the 0.9 KB starter that asks for the app's code once the page is on
 * screen (web/public/start-after-paint.js). Before the prerendering: 138.1.
 */
const CODE_BUDGET_KB = 13;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

interface Run {
  scores: Scores;
  metrics: Record<string, number>;
  /** Audits that cost points: "category: title (value)". */
  losses: string[];
  /** Scripts and styles requested before the first paint (observed, unthrottled). */
  earlyCode: string[];
}

/**
 * Weightless audits that errored. Lighthouse 12.2.3 (the last for Node 20) cannot read the frame
 * events of newer Chromium traces, so its LCP-element and layout-shift diagnostics fail; they
 * carry no weight, so the scores stand.
 */
const unrunnable = new Set<string>();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startChromium() {
  ensureChromium();
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    // The project's browser flags, with a port Lighthouse drives it through.
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${CHROMIUM_PATH} exited (${child.exitCode})`);
    try {
      await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Chromium did not open port ${port}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200)); // polling the port, not a timed wait
    }
  }
  return {
    port,
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number, retry = true): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace Chromium failed to record (NO_NAVSTART…) is Lighthouse's to retry, once.
    if (retry) return audit(url, port, false);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }

  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const metrics = {
    FCP: numeric('first-contentful-paint'),
    LCP: numeric('largest-contentful-paint'),
    TBT: numeric('total-blocking-time'),
    CLS: numeric('cumulative-layout-shift'),
    SI: numeric('speed-index'),
  };
  const losses: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (item.scoreDisplayMode === 'error' && ref.weight === 0) {
        unrunnable.add(ref.id);
        continue;
      }
      if (item.scoreDisplayMode === 'error') {
        losses.push(`${id}: ${item.title} (could not run: ${item.errorMessage ?? ''})`);
        continue;
      }
      if (item.score === null || item.score >= 0.9 || item.scoreDisplayMode === 'informative') continue;
      // Weightless ones are performance's opportunities and diagnostics: where its time goes.
      const kind = ref.weight === 0 ? `${id} (hint)` : id;
      losses.push(`${kind}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}`);
    }
  }
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '') || 'root';
    fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  const observedPaint = (
    lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] }
  )?.items?.[0]?.observedFirstContentfulPaint;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []
  ).filter(
    (request) =>
      // The page counts too: it carries the first paint's stylesheet (web/vite-plugins.ts).
      ['Document', 'Script', 'Stylesheet'].includes(request.resourceType ?? '') &&
      observedPaint !== undefined &&
      (request.networkRequestTime ?? Infinity) < observedPaint,
  );
  return { scores, metrics, losses, earlyCode: requests.map((request) => request.url) };
}

/** Gzip size in KB (level 6, as servers send it) of each file, fetched from the server. */
async function gzipSizes(urls: string[]): Promise<[path: string, kb: number][]> {
  const sizes: [string, number][] = [];
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.push([new URL(url).pathname, zlib.gzipSync(body, { level: 6 }).length / 1024]);
  }
  return sizes;
}

const server = await startServer({ env: { CACHE_SECONDS: undefined, LOG_LEVEL: 'error' } });
const chromium = await startChromium();
let failed = false;
try {
  const news = await (await fetch(server.url('/prod-api/api/bll/article/list?pageNum=1&pageSize=1'))).json();
  const articleId = (news as { rows: { id: number }[] }).rows[0]?.id;
  if (!articleId) throw new Error('The demo content has no published article');
  const pages: [name: string, path: string][] = [
    ['/index', '/index'],
    ['/article', `/article?articleId=${articleId}`],
    ['/trainingEvent', '/trainingEvent'],
    ['/memberShip', '/memberShip'],
  ];

  console.log(
    `Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} a page, mobile preset, ${server.baseUrl}`,
  );
  console.log(
    `${'page'.padEnd(16)}${CATEGORIES.map((c) => c.padStart(16)).join('')}   FCP ms  LCP ms  TBT ms    CLS`,
  );
  const losses: string[] = [];
  let earlyCode: [path: string, kb: number][] = [];
  for (const [name, pagePath] of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(server.url(pagePath), chromium.port));
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((run) => run.scores[c]))]),
    ) as Scores;
    const metric = (key: string) => median(runs.map((run) => run.metrics[key]));
    const budget = BUDGETS[name];
    const cells = CATEGORIES.map((c) => {
      const ok = scores[c] >= budget[c] || !JUDGED.includes(c);
      failed ||= !ok;
      const floor = JUDGED.includes(c) ? `≥${budget[c]}` : '(info)';
      return `${ok ? '' : 'FAIL '}${scores[c]} ${floor} (${TARGETS[c]})`.padStart(16);
    });
    console.log(
      `${name.padEnd(16)}${cells.join('')}${[metric('FCP'), metric('LCP'), metric('TBT')].map((ms) => String(Math.round(ms)).padStart(8)).join('')}${metric('CLS').toFixed(3).padStart(7)}`,
    );
    // What the last run lost points on (the runs differ only in timing).
    losses.push(...runs.at(-1)!.losses.map((loss) => `${name} ${loss}`));
    if (name === '/index') earlyCode = await gzipSizes(runs.at(-1)!.earlyCode);
  }
  const codeKb = earlyCode.reduce((sum, [, kb]) => sum + kb, 0);
  const codeOk = codeKb <= CODE_BUDGET_KB;
  failed ||= !codeOk;
  console.log(
    `${codeOk ? 'ok  ' : 'FAIL'} JS + CSS before the first paint of /index: ${codeKb.toFixed(1)} KB gzip ` +
      `(budget ≤ ${CODE_BUDGET_KB} KB, issue 13's target ≤ ${TARGET_CODE_KB} KB)`,
  );
  for (const [file, kb] of earlyCode) console.log(`${kb.toFixed(1).padStart(9)} KB  ${file}`);
  console.log('cells: median ≥budget (issue 13 target)');
  if (losses.length) console.log(`\naudits that cost points:\n  ${losses.join('\n  ')}`);
  if (unrunnable.size)
    console.log(`\ndiagnostics Lighthouse could not run here: ${[...unrunnable].join(', ')}`);
} finally {
  await chromium.stop();
  await server.stop();
}
process.exit(failed ? 1 : 0);
