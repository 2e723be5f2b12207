import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
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
