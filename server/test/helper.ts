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
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { type DatabaseHandle, openPostgres, openSqlite, wrapDialect } from '../src/db/dialect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { createSmsSender, type SmsPurpose } from '../src/modules/auth/sms/sms-sender.js';
import { multipart } from './multipart.js';

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
  const database = await createPostgresDatabase(serverUrl);
  const handle = openPostgres(database.url);
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      await database.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string) {
  const name = `xiehui_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
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

/** The last code the SMS outbox file `outbox` holds for `phone` (and `purpose`, when given). */
export function lastSmsCodeIn(outbox: string, phone: string, purpose?: SmsPurpose): string {
  const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n') : [];
  const messages = lines
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; code: string; purpose: string });
  const message = messages.reverse().find((m) => m.phone === phone && (!purpose || m.purpose === purpose));
  if (!message) throw new Error(`No SMS was sent to ${phone}`);
  return message.code;
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

  return {
    app,
    db: handle.db,
    config,
    /** The last code sent to `phone` (for `purpose`), read from the SMS outbox as a person reads their phone. */
    lastSmsCode: (phone: string, purpose?: SmsPurpose) => lastSmsCodeIn(config.smsOutbox, phone, purpose),
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
export function loginResponse(t: Pick<TestApp, 'app'>, username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password } });
}

/** The token of a password login (e.g. `loginAs(t, 'admin', 'admin123')`). */
export async function loginAs(t: Pick<TestApp, 'app'>, username: string, password: string): Promise<string> {
  return (await loginResponse(t, username, password)).json().token;
}

/** The test app of one test file, started while the file loads (top-level await) and closed after its tests. */
export async function useTestApp(options?: TestAppOptions) {
  const t = await createTestApp(options);
  afterAll(() => t.close());
  return t;
}

/**
 * The test app of one describe, for a file whose describes need apps set up differently: created
 * before the describe's tests and handed to `use`, closed after them.
 */
export function useDescribeApp(use: (t: TestApp) => void, options?: TestAppOptions) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(options);
    use(t);
  });
  afterAll(() => t?.close());
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
  let named = 0;
  /** A name that no other row made by this file's tests has: `prefix` and a running number. */
  const unique = (prefix: string) => `${prefix}${process.pid % 1000}_${++named}`;
  /**
   * POSTs `body` to `url` as the admin, expecting 操作成功, and gives the row `table` then holds
   * whose `key` column has the body's value.
   */
  async function addRow<T extends keyof Database>(
    table: T,
    key: keyof Database[T] & string,
    url: string,
    body: Record<string, unknown>,
  ) {
    expect((await call('POST', url, body)).json()).toEqual({ code: 200, msg: '操作成功' });
    const [row] = await rowsWhere(staff.t.db, table, key, body[key] as string);
    return row;
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
  return { ...staff, call, unique, addRow, exportSheet, writesNothing, expectStatus, rejects };
}

/**
 * The staff app of one test file with its domain's kit (`memberKit`, `activityKit` …) for it, whose
 * staff steps act as the admin.
 */
export async function useStaffKit<Kit>(kitFor: (t: TestApp, admin: string) => Kit, options?: TestAppOptions) {
  const staff = await useStaffApp(options);
  return { ...staff, kit: kitFor(staff.t, staff.admin) };
}

/** The `data` of an answer that must succeed with data like `like`; a failure shows the whole body. */
export function successData(response: { json: () => unknown; body: string }, like: object = {}) {
  const answer = response.json();
  expect(answer, response.body).toMatchObject({ code: 200, data: like });
  return (answer as { data: Record<string, unknown> }).data;
}

/**
 * The body of a 400 that names each field of `errors` with its message, in that order; the answer's
 * own msg is the first field's.
 */
export function fieldRefusal(errors: Record<string, string>) {
  const list = Object.entries(errors).map(([field, msg]) => ({ field, msg }));
  return { code: 400, msg: list[0].msg, errors: list };
}

/** A spoilt form: the changes that spoil it, the field the answer names and the message it gives. */
export type FieldCase = [changes: object, field: string, msg: string];

/** Sends each case's changes with `send`; each answer must refuse with 400, naming just that field. */
export async function refusesEachField(
  send: (changes: object) => Promise<{ json: () => unknown }>,
  cases: FieldCase[],
) {
  for (const [changes, field, msg] of cases) {
    const response = await send(changes);
    expect(response.json(), JSON.stringify(changes)).toEqual(fieldRefusal({ [field]: msg }));
  }
}

/** How many rows a table holds (to show that a refused request wrote nothing). */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Kysely cannot type a `where` over a table chosen by a type parameter; the helpers below type
// their answers themselves.
const anyTable = (db: Kysely<Database>) =>
  db as unknown as Kysely<Record<string, Record<string, string | number>>>;

/** The rows of a table having every column value of `where`: what a request wrote, or left alone. */
export function rowsWith<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  where: { [C in keyof Database[T] & string]?: string | number },
): Promise<Selectable<Database[T]>[]> {
  let query = anyTable(db).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where))
    query = query.where(column, '=', value as string | number);
  return query.execute() as Promise<Selectable<Database[T]>[]>;
}

/** The rows of a table whose `column` equals `value`. */
export function rowsWhere<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]>[]> {
  return rowsWith(db, table, { [column]: value } as { [C in keyof Database[T] & string]?: string | number });
}

const ascending = (a: number, b: number) => a - b;

/** Sets the creation time of the rows whose `column` equals `value`, to try a date filter on them. */
export async function backdate<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
  createTime: string,
) {
  await anyTable(db)
    .updateTable(table as string)
    .set({ createTime })
    .where(column as string, '=', value)
    .execute();
}

/** The ids of a user's roles, in order. */
export const roleIdsOf = async (db: Kysely<Database>, userId: number) =>
  (await rowsWhere(db, 'sysUserRole', 'userId', userId)).map((row) => row.roleId).sort(ascending);

/** The ids of a role's menus, in order. */
export const menuIdsOf = async (db: Kysely<Database>, roleId: number) =>
  (await rowsWhere(db, 'sysRoleMenu', 'roleId', roleId)).map((row) => row.menuId).sort(ascending);

/** A job that removes expired sessions, as staff enter it: running ('0') unless paused ('1'). */
export const sessionCleaningJob = (jobName: string, cronExpression: string, status: '0' | '1' = '0') => ({
  jobName,
  jobGroup: 'DEFAULT',
  invokeTarget: 'session.cleanExpired',
  cronExpression,
  status,
});

/** Sets the setting `configKey` (sys_config) to `configValue` in the database, as staff would. */
export const setSetting = (db: Kysely<Database>, configKey: string, configValue: string) =>
  db.updateTable('sysConfig').set({ configValue }).where('configKey', '=', configKey).execute();

/** Runs `act` with the setting `configKey` (sys_config) set to `value`, then puts the old value back. */
export async function withSetting<T>(
  db: Kysely<Database>,
  configKey: string,
  value: string,
  act: () => Promise<T>,
): Promise<T> {
  const [{ configValue: before }] = await rowsWhere(db, 'sysConfig', 'configKey', configKey);
  await setSetting(db, configKey, value);
  try {
    return await act();
  } finally {
    await setSetting(db, configKey, before);
  }
}

/** The operation log's entries, newest first; only those of `title` and `businessType` when given. */
export function operLogs(db: Kysely<Database>, where: { title?: string; businessType?: number } = {}) {
  let query = db.selectFrom('sysOperLog').selectAll().orderBy('operId', 'desc');
  if (where.title !== undefined) query = query.where('title', '=', where.title);
  if (where.businessType !== undefined) query = query.where('businessType', '=', where.businessType);
  return query.execute();
}

type OperLogRow = Selectable<Database['sysOperLog']>;

/**
 * The newest operation-log entry having every field of `like` (values or matchers such as
 * `expect.stringContaining`). The entry is written after the answer has gone out, so a test that
 * read the log straight after its request would race the write: this waits for it instead.
 */
export function waitForOperLog(
  db: Kysely<Database>,
  like: { [K in keyof OperLogRow]?: unknown },
): Promise<OperLogRow> {
  const matcher = expect.objectContaining(like);
  return vi.waitFor(async () => {
    const entry = (await operLogs(db)).find((row) => matcher.asymmetricMatch(row));
    if (!entry) throw new Error(`no operation-log entry like ${JSON.stringify(like)}`);
    return entry;
  });
}

/**
 * Waits until the operation log holds an entry of `title` by the admin for each of `businessTypes`
 * (by default 1 add, 2 edit, 3 delete: what a create-to-delete test writes).
 */
export async function waitForWriteLogs(db: Kysely<Database>, title: string, businessTypes = [1, 2, 3]) {
  for (const businessType of businessTypes)
    await waitForOperLog(db, { title, businessType, operName: 'admin' });
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

/**
 * `method url` under /prod-api as the holder of `token` (anonymously without one), with an
 * optional JSON body.
 */
export function callAs(
  t: Pick<TestApp, 'app'>,
  token: string | undefined,
  method: Method,
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/prod-api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

/** POSTs one file to `url` under /prod-api as the holder of `token`, as a browser's FormData sends it. */
export function postFile(t: TestApp, token: string, url: string, filename: string, content: Buffer) {
  const body = multipart([{ name: 'file', filename, content }]);
  return t.app.inject({
    method: 'POST',
    url: `/prod-api${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** An .xlsx file of one sheet, `header` then `rows`, as a person fills in an import template. */
export async function writeXlsx(sheetName: string, header: string[], rows: (string | number | Date)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The values of a row's cells, in order (exceljs keeps nothing at index 0). */
const cellsOf = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

/** The cells of a sheet's header row, in order. */
export const headerOf = (sheet: ExcelJS.Worksheet) => cellsOf(sheet.getRow(1));

/** Every row of a sheet as its cells, header first: the whole sheet in one value to compare. */
export const rowsOf = (sheet: ExcelJS.Worksheet) => sheet.getRows(1, sheet.rowCount)?.map(cellsOf) ?? [];

/** The first sheet of an .xlsx answer, as exceljs reads it back. */
export async function readXlsx(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}
