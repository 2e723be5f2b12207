import type { Locator, Page } from 'playwright-core';

/** A label matched exactly, allowing a required-field asterisk ("密码" must not match "确认密码"). */
export const label = (text: string) => new RegExp(`^\\s*\\*?\\s*${text}\\s*[:：]?\\s*$`);

export const visible = (locator: Locator, timeout = 15_000) =>
  locator.first().waitFor({ state: 'visible', timeout });

export const pathOf = (page: Page) => new URL(page.url()).pathname;
