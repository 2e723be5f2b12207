import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (package chromium); we never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';
const INSTALL_HINT = 'sudo apt-get install chromium fonts-noto-cjk';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function hasCjkFonts(): boolean {
  try {
    return fs
      .readdirSync(CJK_FONT_DIR)
      .some((name) => name.startsWith('NotoSansCJK') || name.startsWith('NotoSerifCJK'));
  } catch {
    return false;
  }
}

function aptInstall(packages: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => {
    console.log(`[e2e] apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.error || result.status !== 0) {
      throw new Error(
        `apt-get ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`}); run: ${INSTALL_HINT}`,
      );
    }
  };
  run(['update']);
  run(['install', '-y', '-o', 'DPkg::Lock::Timeout=300', ...packages]);
}

/**
 * Makes sure Debian's Chromium (and CJK fonts, without which Chinese renders as boxes) is there.
 * As root it installs what is missing with apt-get; otherwise a missing browser is a clear error
 * and missing fonts only a warning.
 */
export function ensureChromium(): void {
  if (process.env.CHROMIUM_PATH) {
    if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist`);
    return;
  }
  const missing = [
    ...(fs.existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(hasCjkFonts() ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length === 0) return;
  if (isRoot()) {
    aptInstall(['chromium', 'fonts-noto-cjk']);
    if (!fs.existsSync(CHROMIUM_PATH))
      throw new Error(`apt-get installed chromium but ${CHROMIUM_PATH} is still missing`);
    return;
  }
  if (missing.includes('chromium')) {
    throw new Error(
      `The browser tests need Debian's Chromium at ${CHROMIUM_PATH}, which is not installed.\n` +
        `Install it with:  ${INSTALL_HINT}\n(or point CHROMIUM_PATH at another Chromium binary)`,
    );
  }
  console.warn(`[e2e] CJK fonts are missing, Chinese text will render as boxes: ${INSTALL_HINT}`);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Launches headless Chromium (installing it first when missing and we are root). */
export async function launchBrowser(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Default navigation/action timeout for the page, in ms (default 15 s). */
  timeout?: number;
}

/** Uncaught errors in the page (window.onerror / unhandled rejections), per page. */
const pageErrors = new WeakMap<Page, Error[]>();

/**
 * Opens a page in a fresh context (own cookies and storage) at desktop (1440x900) or phone
 * (375x812, touch, mobile) size, Chinese locale and Beijing time. Navigates to `url` when given
 * (absolute, or relative to `options.baseURL`). Closing the browser closes it too; call
 * `page.context().close()` to drop it earlier.
 */
export async function openPage(
  browser: Browser,
  url?: string,
  viewport: ViewportName = 'desktop',
  options: OpenPageOptions = {},
): Promise<Page> {
  const { timeout = 15_000, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...contextOptions,
  });
  context.setDefaultTimeout(timeout);
  context.setDefaultNavigationTimeout(Math.max(timeout, 30_000));
  const page = await context.newPage();
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error));
  if (url) await page.goto(url, { waitUntil: 'load' });
  return page;
}

/** Desktop-size page (1440x900). */
export const openDesktopPage = (browser: Browser, url?: string, options?: OpenPageOptions) =>
  openPage(browser, url, 'desktop', options);

/** Phone-size page (375x812). */
export const openPhonePage = (browser: Browser, url?: string, options?: OpenPageOptions) =>
  openPage(browser, url, 'phone', options);

/** Runs the page's scripts `rate` times slower from now on, as on a weak machine. */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Uncaught script errors seen so far on a page opened with openPage. */
export function getPageErrors(page: Page): Error[] {
  return pageErrors.get(page) ?? [];
}

/**
 * Saves a screenshot as e2e/screenshots/<name>.png (full page unless told otherwise) and returns
 * its path. Names may contain slashes for sub-folders; other odd characters become "-".
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  const safe = name.replace(/[^\w./-]+/g, '-').replace(/\.\.+/g, '.');
  const file = path.join(SCREENSHOT_DIR, safe.endsWith('.png') ? safe : `${safe}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return file;
}
