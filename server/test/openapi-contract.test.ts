import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

// The OpenAPI document is the contract the web and RuoYi clients build on: every JSON operation
// declares what its 200 answers, so answers are serialised from a schema and typed from it.

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const t = await useTestApp();

/** Operations that answer a file, not JSON: spreadsheets, calendars, downloads, uploaded files, Excel templates and generated code. */
const SENDS_A_FILE =
  /\/(export|importTemplate|ics)$|^\/prod-api\/common\/download$|\/profile\/\{\*\}$|^\/prod-api\/workflow\/attachment\/\{attachmentId\}$|^\/prod-api\/tool\/gen\/(download\/\{tableName\}|batchGenCode)$/;

describe('the OpenAPI document', () => {
  it('declares a JSON response schema for every JSON operation', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations
      .filter(({ path }) => !SENDS_A_FILE.test(path))
      .filter(({ operation }) => !operation.responses?.['200']?.content?.['application/json']?.schema)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });
});
