import type { Locator, Page } from 'playwright-core';

/** A label matched exactly, allowing a required-field asterisk ("密码" must not match "确认密码"). */
export const label = (text: string) => new RegExp(`^\\s*\\*?\\s*${text}\\s*[:：]?\\s*$`);

/** Types each value into the field of `scope` whose label is its key, in the order given. */
export async function fillLabelled(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await scope.getByLabel(label(name)).fill(value);
}

export const visible = (locator: Locator, timeout = 15_000) =>
  locator.first().waitFor({ state: 'visible', timeout });

/** Chooses `file` in the upload field of `scope` labelled `text` and waits until the form lists it. */
export async function attachFile(
  scope: Locator,
  text: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await scope.getByLabel(label(text)).setInputFiles(file);
  await visible(scope.getByText(file.name));
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
