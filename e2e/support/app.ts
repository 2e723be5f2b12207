import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { getPageErrors, launchBrowser, openPage, type ViewportName } from './browser.js';
import { useJourney } from './journey.js';
import { startServer, type TestServer } from './server.js';

/** The built app on its own port and a Chromium, started for the calling spec file and stopped after it. */
export function setupAppAndBrowser(): { readonly server: TestServer; readonly browser: Browser } {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The app and browser start in beforeAll; use them inside tests and hooks');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

export type AppAndBrowser = ReturnType<typeof setupAppAndBrowser>;

export interface SharedPageOptions {
  /** Opens the page at this size (default desktop). */
  viewport?: ViewportName;
  /** Waits, once the page is open, for what the first test needs drawn. */
  ready?: (page: Page) => Promise<unknown>;
  /** Names the steps as one journey (see useJourney): a failing step is kept and the rest skipped. */
  journey?: string;
  /** Lets the page throw script errors; otherwise any it threw fails the describe at its end. */
  allowPageErrors?: boolean;
}

/**
 * One page the tests of a describe share, as a user keeps one tab: opened at `path` before the
 * first test (handed to `use`), and closed after the last.
 */
export function useSharedPage(
  app: AppAndBrowser,
  path: string,
  use: (page: Page) => void,
  { viewport = 'desktop', ready, journey, allowPageErrors = false }: SharedPageOptions = {},
): void {
  let page: Page | undefined;
  beforeAll(async () => {
    page = await openPage(app.browser, app.server.url(path), viewport);
    use(page);
    await ready?.(page);
  });
  afterAll(async () => {
    if (!page) return;
    if (!allowPageErrors) expect(getPageErrors(page).map(String)).toEqual([]);
    await page.context().close();
  });
  if (journey) useJourney(journey, { page: () => page, server: () => app.server });
}
