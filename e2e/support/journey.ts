import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import { screenshot } from './browser.js';
import type { TestServer } from './server.js';

export interface JourneyOptions {
  /** The page the steps share (read when a step fails). */
  page: () => Page | undefined;
  /** The server, whose recent output is printed when a step fails. */
  server?: () => TestServer | undefined;
}

/**
 * Call inside a describe whose tests are consecutive steps of one user journey. When a step
 * fails, a screenshot is saved as e2e/screenshots/failures/<name>.png, the tail of the server's
 * output is printed, and the remaining steps are skipped (they could only fail the same way).
 */
export function useJourney(name: string, options: JourneyOptions): void {
  let brokenAt: string | undefined;
  beforeEach((context) => {
    if (brokenAt) context.skip(`an earlier step failed: ${brokenAt}`);
    context.onTestFailed(async () => {
      brokenAt ??= context.task.name;
      const page = options.page();
      const file = `failures/${name}-${context.task.name}`;
      if (page && !page.isClosed()) {
        const saved = await screenshot(page, file).catch(
          (error: Error) => `(no screenshot: ${error.message})`,
        );
        console.error(`[e2e] "${context.task.name}" failed at ${page.url()}; screenshot ${saved}`);
      }
      const output = options.server?.()?.output();
      if (output) {
        const tail = (text: string) => text.trim().split('\n').slice(-30).join('\n') || '(empty)';
        console.error(
          `[e2e] server stderr (tail):\n${tail(output.stderr)}\n[e2e] server stdout (tail):\n${tail(output.stdout)}`,
        );
      }
    });
  });
}
