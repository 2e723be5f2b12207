import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Kysely, Selectable } from 'kysely';
import pino from 'pino';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { type DatabaseHandle, openPostgres, openSqlite, wrapDialect } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { createSmsSender, type SmsPurpose } from '../src/modules/auth/sms/sms-sender.js';

export const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A fresh database of the suite's dialect: in-memory SQLite; for PostgreSQL a new database on the
 * server of TEST_DATABASE_URL, or in-process PGlite when no server is given.
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const handle = openSqlite(':memory:');
    return { handle, drop: () => handle.db.destroy() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = wrapDialect(
      new PGliteDialect(new PGlite({ parsers: { 20: Number, 1700: Number } })),
      'postgres',
    );
    return { handle, drop: () => handle.db.destroy() };
  }
  const name = `xiehui_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Without FORCE: ending a connection that something still holds would surface as an error
      // in whichever test runs next. Those holders let go within moments, so try again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await cleanup.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  captchaEnabled?: boolean;
  demo?: boolean;
  env?: Record<string, string>;
}

/** The whole app on a fresh, migrated and seeded database; SMS codes land in a temp outbox file. */
export async function createTestApp({ captchaEnabled = false, demo = true, env = {} }: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMS_DRIVER: 'file',
    CAPTCHA_ENABLED: String(captchaEnabled),
    WEB_DIST: '',
    DEMO_SEED: String(demo),
    // Tests write rows directly and read them back at once; cache tests ask for a cache.
    CACHE_SECONDS: '0',
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  const logger = pino({ level: 'silent' });
  await migrateToLatest(handle);
  await seedDatabase(handle, logger, { demo });
  const app = await buildApp({ config, database: handle, sms: createSmsSender(config, logger) });
  await app.ready();

  /** The last code sent to `phone` (for `purpose`), read from the SMS outbox as a person reads their phone. */
  function lastSmsCode(phone: string, purpose?: SmsPurpose): string {
    const lines = fs.existsSync(config.smsOutbox)
      ? fs.readFileSync(config.smsOutbox, 'utf8').trim().split('\n')
      : [];
    const messages = lines
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { phone: string; code: string; purpose: string });
    const message = messages.reverse().find((m) => m.phone === phone && (!purpose || m.purpose === purpose));
    if (!message) throw new Error(`No SMS was sent to ${phone}`);
    return message.code;
  }

  return {
    app,
    db: handle.db,
    config,
    lastSmsCode,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let phoneCounter = 0;
/** A phone number no other test in this file uses. */
export function newPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The Authorization header of a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The raw answer to a password login (POST /login). */
export function loginResponse(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password } });
}

/** The token of a password login (e.g. `loginAs(t, 'admin', 'admin123')`). */
export async function loginAs(t: TestApp, username: string, password: string): Promise<string> {
  return (await loginResponse(t, username, password)).json().token;
}

/** The test app of one test file, started while the file loads (top-level await) and closed after its tests. */
export async function useTestApp(options?: TestAppOptions) {
  const t = await createTestApp(options);
  afterAll(() => t.close());
  return t;
}

/** A test app and tokens of the seeded staff: admin (every permission) and editor (content only). */
export async function createStaffApp(options?: TestAppOptions) {
  const t = await createTestApp(options);
  return { t, admin: await loginAs(t, 'admin', 'admin123'), editor: await loginAs(t, 'editor', 'editor123') };
}

/**
 * The staff app of one test file, started while the file loads (top-level await) and closed after
 * its tests, with `call(method, url, body?, token = admin)`.
 */
export async function useStaffApp(options?: TestAppOptions) {
  const staff = await createStaffApp(options);
  afterAll(() => staff.t.close());
  const call = (method: Method, url: string, payload?: object, token = staff.admin) =>
    callAs(staff.t, token, method, url, payload);
  /**
   * The first sheet of an export as the admin: by GET, or with `form` posted as RuoYi-Vue's
   * download() posts its filters. Fails the test unless the answer is an .xlsx.
   */
  async function exportSheet(url: string, form?: string) {
    const response =
      form === undefined
        ? await call('GET', url)
        : await staff.t.app.inject({
            method: 'POST',
            url: `/prod-api${url}`,
            headers: { ...bearer(staff.admin), 'content-type': 'application/x-www-form-urlencoded' },
            payload: form,
          });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    return readXlsx(response.rawPayload);
  }
  /** Runs `act` and fails unless `table` holds as many rows after it as before. */
  async function writesNothing(table: keyof Database, act: () => Promise<unknown>) {
    const before = await countRows(staff.t.db, table);
    await act();
    expect(await countRows(staff.t.db, table)).toBe(before);
  }
  /** Sends each request as the holder of `token`; every one must answer `status`. */
  async function expectStatus(token: string, status: number, requests: [Method, string, object?][]) {
    for (const [method, url, payload] of requests) {
      expect((await call(method, url, payload, token)).statusCode, `${method} ${url}`).toBe(status);
    }
  }
  /** Sends each `[body, msg]` to `method url`; every one must answer 400 with that message. */
  async function rejects(method: Method, url: string, cases: [object, string][]) {
    for (const [payload, msg] of cases) {
      const response = await call(method, url, payload);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json(), msg).toEqual({ code: 400, msg });
    }
  }
  return { ...staff, call, exportSheet, writesNothing, expectStatus, rejects };
}

/** How many rows a table holds (to show that a refused request wrote nothing). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rows of a table whose `column` equals `value`: what a request wrote, or left alone. */
export function rowsWhere<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]>[]> {
  // Kysely cannot type a `where` over a table chosen by a type parameter; the answer is typed above.
  const anyTable = db as unknown as Kysely<Record<string, Record<string, string | number>>>;
  const rows = anyTable
    .selectFrom(table)
    .selectAll()
    .where(column as string, '=', value)
    .execute();
  return rows as Promise<Selectable<Database[T]>[]>;
}

const ascending = (a: number, b: number) => a - b;

/** The ids of a user's roles, in order. */
export const roleIdsOf = async (db: Kysely<Database>, userId: number) =>
  (await rowsWhere(db, 'sysUserRole', 'userId', userId)).map((row) => row.roleId).sort(ascending);

/** The ids of a role's menus, in order. */
export const menuIdsOf = async (db: Kysely<Database>, roleId: number) =>
  (await rowsWhere(db, 'sysRoleMenu', 'roleId', roleId)).map((row) => row.menuId).sort(ascending);

/** The operation log's entries, newest first; only those of `title` and `businessType` when given. */
export function operLogs(db: Kysely<Database>, where: { title?: string; businessType?: number } = {}) {
  let query = db.selectFrom('sysOperLog').selectAll().orderBy('operId', 'desc');
  if (where.title !== undefined) query = query.where('title', '=', where.title);
  if (where.businessType !== undefined) query = query.where('businessType', '=', where.businessType);
  return query.execute();
}

/**
 * Registers a new public-site visitor by SMS code and gives their token. A test that registers
 * more visitors than one IP may gives each its own `remoteAddress`.
 */
export async function registerVisitor(t: TestApp, remoteAddress?: string): Promise<string> {
  const phone = newPhone();
  const from = remoteAddress ? { remoteAddress } : {};
  await t.app.inject({
    method: 'POST',
    url: '/prod-api/sendCode',
    payload: { phone, type: 'register' },
    ...from,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/prod-api/registerByPhone',
    payload: { phone, code: t.lastSmsCode(phone, 'register'), nickName: '访客', password: 'secret123' },
    ...from,
  });
  return response.json().token;
}

/** `method url` under /prod-api as the holder of `token`, with an optional JSON body. */
export function callAs(t: TestApp, token: string, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/prod-api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

/** The first sheet of an .xlsx answer, as exceljs reads it back. */
export async function readXlsx(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
