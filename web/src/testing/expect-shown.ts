import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Checks that `scope` shows each of `texts` now (each found as a whole text, as `getByText` finds it). */
export function expectShown(scope: HTMLElement, texts: (string | RegExp)[]) {
  for (const text of texts) expect(within(scope).getByText(text), String(text)).toBeTruthy();
}

/** Waits until `scope` shows each of `texts`, in turn (as `findByText` waits for each). */
export async function findShown(scope: HTMLElement, texts: (string | RegExp)[]) {
  for (const text of texts) expect(await within(scope).findByText(text), String(text)).toBeTruthy();
}
