import { describe, expect, it } from 'vitest';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { setupAppAndBrowser } from '../support/app.js';

// The built app comes up: API answers, the SPA is served for history routes, the home page renders.
describe('smoke', () => {
  const app = setupAppAndBrowser();

  it('answers the API with a RuoYi envelope', async () => {
    const response = await fetch(app.server.url('/prod-api/captchaImage'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; captchaEnabled: boolean };
    expect(body.code).toBe(200);
    expect(body.captchaEnabled).toBe(false);
  });

  it('serves the SPA for a history route', async () => {
    const response = await fetch(app.server.url('/login'), { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id=');
  });

  it.each(['desktop', 'phone'] as const)('renders the home page at %s size', async (size) => {
    const page = await openPage(app.browser, app.server.url('/'), size);
    await expect
      .poll(async () => (await page.locator('body').allInnerTexts()).join('').trim().length, {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await screenshot(page, `home-${size}`);
    expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
});
