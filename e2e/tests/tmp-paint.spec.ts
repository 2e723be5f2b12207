import { it } from 'vitest';
import { setupAppAndBrowser } from '../support/app.js';
const app = setupAppAndBrowser();
it('lcp elements', async () => {
  for (const path of ['/memberShip', '/trainingEvent', '/index']) {
    const context = await app.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as any).__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) (window as any).__lcp.push(`${e.startTime.toFixed(0)} ${e.size} ${e.element?.tagName}.${e.element?.className} ${(e.element?.textContent ?? '').slice(0, 40)} ${e.url ?? ''}`);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(app.server.url(path), { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    console.log(path, await page.evaluate(() => (window as any).__lcp.join('\n')));
    await context.close();
  }
});
