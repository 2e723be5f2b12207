import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { label, pathOf } from './locators.js';
import type { TestServer } from './server.js';

// What staff journeys share: calling the API directly (to set up or to check what the server
// allows) and logging in with a password through the login page.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  token?: string;
  rows?: T;
}

/** `path` under /prod-api on `server`, as JSON, with an optional token and body. */
export async function api<T = unknown>(
  server: TestServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(server.url(`/prod-api${path}`), {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** Logs in on /login with the 密码登录 tab and waits to land on `redirect`. */
export async function passwordLogin(
  page: Page,
  server: TestServer,
  userName: string,
  password: string,
  redirect = '/admin',
) {
  await page.goto(server.url(`/login?redirect=${encodeURIComponent(redirect)}`));
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByLabel(label('账号')).fill(userName);
  await page.getByLabel(label('密码')).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(redirect);
}
