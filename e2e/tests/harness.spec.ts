import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageErrors, launchBrowser, openPage, screenshot } from '../support/browser.js';

// The harness itself, without the app: Chromium starts, pages open at both sizes, Chinese text
// renders with a CJK font and screenshots are written.
describe('browser harness', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'renders a local page at %s size and saves a screenshot',
    async (size) => {
      const html = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>harness</title>
      <style>body{font:16px "Noto Sans CJK SC",sans-serif;margin:24px}</style>
      <h1>协会 Xiehui</h1><label>手机号 <input id="phone"></label><button>获取验证码</button>`;
      const page = await openPage(browser, `data:text/html;charset=utf-8,${encodeURIComponent(html)}`, size);
      await page.getByLabel('手机号', { exact: true }).fill('13900000000');
      expect(await page.locator('#phone').inputValue()).toBe('13900000000');
      await page.getByRole('button', { name: '获取验证码' }).waitFor();
      const viewport = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
      expect(viewport).toEqual(
        size === 'desktop' ? { width: 1440, height: 900 } : { width: 375, height: 812 },
      );
      // A CJK font is installed, so the heading is not drawn with fallback boxes.
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans CJK SC"', '协会'))).toBe(true);
      const file = await screenshot(page, `harness/${size}`);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
      expect(getPageErrors(page)).toEqual([]);
      await page.context().close();
    },
  );
});
