import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot, type ViewportName } from '../support/browser.js';
import { visible } from '../support/locators.js';
import { setupAppAndBrowser } from '../support/app.js';

const app = setupAppAndBrowser();

// Cumulative layout shift (the Web Vitals CLS, here the sum of every shift not caused by input,
// which is at least Lighthouse's largest session window) on the pages Lighthouse measures,
// with the API slowed down so that the page's frame paints before its content arrives.

const API_DELAY_MS = 400;
const CLS_BUDGET = 0.05;

/** Sums the layout shifts of the page from its first paint on, read with `readShift`. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node?.nodeType === 1
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName);
        });
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/prod-api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.continue();
  });
}

const readShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    return { total: w.__shift, shifts: w.__shifts };
  });

/** Opens `path` slowed down, waits for `ready` and the network to settle, and returns the shift. */
async function shiftOf(path: string, size: ViewportName, ready: (page: Page) => Promise<unknown>) {
  const page = await openPage(app.browser, undefined, size);
  await recordShifts(page);
  await page.goto(app.server.url(path), { waitUntil: 'networkidle' });
  await ready(page);
  // Images and fonts may still move things after the data: one more quiet moment.
  await page.waitForLoadState('networkidle');
  const shift = await readShift(page);
  expect(getPageErrors(page).map(String)).toEqual([]);
  return { page, shift };
}

async function firstArticlePath(): Promise<string> {
  const xml = await (await fetch(app.server.url('/sitemap.xml'))).text();
  const loc = /<loc>[^<]*(\/article\?articleId=\d+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error('the sitemap lists no article');
  return loc;
}

describe.each(['desktop', 'phone'] as ViewportName[])('layout shift at %s width', (size) => {
  it(`/index shifts less than ${CLS_BUDGET}`, async () => {
    const { page, shift } = await shiftOf('/index', size, (p) =>
      visible(p.getByRole('contentinfo').getByText('010-6500 0000')),
    );
    await screenshot(page, `layout-shift/index-${size}`, { fullPage: false });
    expect(shift.total, shift.shifts.join('\n')).toBeLessThan(CLS_BUDGET);
    await page.context().close();
  });

  it(`/trainingEvent shifts less than ${CLS_BUDGET}`, async () => {
    const { page, shift } = await shiftOf('/trainingEvent', size, async (p) => {
      await visible(p.getByRole('main').getByRole('heading', { name: '培训活动' }).first());
      await visible(p.getByRole('main').getByRole('article').getByRole('heading'));
      await visible(p.getByRole('contentinfo').getByText('010-6500 0000'));
    });
    await screenshot(page, `layout-shift/training-event-${size}`, { fullPage: false });
    expect(shift.total, shift.shifts.join('\n')).toBeLessThan(CLS_BUDGET);
    // Lighthouse's heading-order audit: no heading is more than one level below the one before it.
    const levels = await page.$$eval('main :is(h1, h2, h3, h4, h5, h6)', (headings) =>
      headings.map((heading) => Number(heading.tagName[1])),
    );
    expect(
      levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1),
      levels.join(' '),
    ).toEqual([]);
    await page.context().close();
  });

  it(`/memberShip shifts less than ${CLS_BUDGET}`, async () => {
    const { page, shift } = await shiftOf('/memberShip', size, async (p) => {
      // The levels arrive from the API, the guide list too; the application box follows them.
      await visible(p.getByRole('main').getByRole('heading', { level: 4 }));
      await visible(p.getByRole('main').getByText('登录后即可在线申请入会。'));
      await visible(p.getByRole('contentinfo').getByText('010-6500 0000'));
    });
    await screenshot(page, `layout-shift/membership-${size}`, { fullPage: false });
    expect(shift.total, shift.shifts.join('\n')).toBeLessThan(CLS_BUDGET);
    await page.context().close();
  });

  it(`/article shifts less than ${CLS_BUDGET}`, async () => {
    const path = await firstArticlePath();
    const { page, shift } = await shiftOf(path, size, async (p) => {
      await visible(p.getByRole('main').getByRole('heading', { level: 1 }));
      await visible(p.getByRole('contentinfo').getByText('010-6500 0000'));
    });
    await screenshot(page, `layout-shift/article-${size}`, { fullPage: false });
    expect(shift.total, shift.shifts.join('\n')).toBeLessThan(CLS_BUDGET);
    await page.context().close();
  });
});

describe.each(['desktop', 'phone'] as ViewportName[])('the first paint at %s width', (size) => {
  // /aboutUs is index.html with its boot header; /index is prerendered (prerender.spec.ts).
  it.each(['/aboutUs', '/index'])(
    "%s shows the association's header before any script or stylesheet arrives; the app then takes over",
    async (path) => {
      const page = await openPage(app.browser, undefined, size);
      let releaseScripts = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      // The first paint's styles are in the page itself (web/vite-plugins.ts), so holding every
      // stylesheet as well must not hold the header back.
      const stylesheetsAsked: string[] = [];
      await page.route(/\/assets\/[^/]+\.(js|css)$/, async (route) => {
        if (route.request().url().endsWith('.css'))
          stylesheetsAsked.push(new URL(route.request().url()).pathname);
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(app.server.url(path), { waitUntil: 'commit' });
      await visible(page.getByText('文化产业协会', { exact: true }));
      await screenshot(page, `layout-shift/first-paint${path.replace('/', '-')}-${size}`, {
        fullPage: false,
      });

      releaseScripts();
      await visible(page.getByRole('contentinfo').getByText('010-6500 0000'));
      await expect.poll(() => page.locator('.boot-header').count()).toBe(0);
      expect(await page.getByRole('banner').count()).toBe(1);
      // The inlined stylesheets' own links stay, disabled, and are never fetched.
      const inlined = await page
        .locator('link[rel="stylesheet"][disabled]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(inlined.length).toBeGreaterThan(0);
      for (const href of inlined) expect(href).toMatch(/^\/assets\/.+\.css$/);
      expect(stylesheetsAsked.filter((href) => inlined.includes(href))).toEqual([]);
      expect(getPageErrors(page).map(String)).toEqual([]);
      await page.context().close();
    },
  );
});
