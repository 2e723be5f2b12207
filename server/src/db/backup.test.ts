import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { callAs, createPostgresDatabase, dialect, loginAs } from '../../test/helper.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createSmsSender } from '../modules/auth/sms/sms-sender.js';
import { backupSqlite, isIntact } from './backup.js';
import { type DatabaseHandle, openPostgres, openSqlite } from './dialect.js';
import { migrateToLatest } from './migrate.js';
import { seedDatabase } from './seed/seed.js';

// Backups as an operator takes them while the site runs, restored as the README says: every write
// acknowledged before the backup is in it, and a server started on the restored copy serves it.

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xiehui-backup-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The app on `handle`, as `npm start` builds it. */
async function serve(handle: DatabaseHandle, dataDir: string) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: '',
    SMS_DRIVER: 'file',
    CACHE_SECONDS: '0',
    CAPTCHA_ENABLED: 'false',
  });
  const app = await buildApp({ config, database: handle, sms: createSmsSender(config, logger) });
  cleanups.push(() => app.close());
  return app;
}

type App = Awaited<ReturnType<typeof serve>>;

/** Adds a published article through the staff API; answers its id once the server acknowledged it. */
async function publish(app: App, token: string, name: string) {
  const answer = await callAs({ app }, token, 'POST', '/content/article', {
    typeId: 21,
    articleName: name,
    content: `<p>${name}</p>`,
    status: '0',
    publishTime: '2026-11-01 09:00:00',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return name;
}

const adminToken = (app: App) => loginAs({ app }, 'admin', 'admin123');

const titles = async (app: App, name: string) =>
  (
    await app.inject({
      url: `/prod-api/api/bll/article/list?articleName=${encodeURIComponent(name)}&pageSize=100`,
    })
  )
    .json<{ rows: { articleName: string }[] }>()
    .rows.map((row) => row.articleName)
    .sort();

describe.runIf(dialect === 'sqlite')('SQLite: npm run backup', () => {
  it('copies the database while the server writes, and a server on the copy has every acknowledged write', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'xiehui.db');
    const handle = openSqlite(file);
    cleanups.push(() => handle.db.destroy());
    await migrateToLatest(handle);
    await seedDatabase(handle, logger, { demo: true });
    const app = await serve(handle, dataDir);
    const token = await adminToken(app);

    const before = [await publish(app, token, '备份前甲'), await publish(app, token, '备份前乙')];
    // The backup runs while writes keep arriving.
    const destination = path.join(tempDir(), 'copy.db');
    const [{ pages }] = await Promise.all([
      backupSqlite(file, destination),
      publish(app, token, '备份时丙'),
      publish(app, token, '备份时丁'),
    ]);
    expect(pages).toBeGreaterThan(0);
    expect(isIntact(destination)).toBe(true);
    await expect(backupSqlite(file, destination)).rejects.toThrow(/exists already/);

    // Restore: the copy becomes the database of a new data folder.
    const restoredDir = tempDir();
    fs.copyFileSync(destination, path.join(restoredDir, 'xiehui.db'));
    const restored = openSqlite(path.join(restoredDir, 'xiehui.db'));
    cleanups.push(() => restored.db.destroy());
    await migrateToLatest(restored);
    const restoredApp = await serve(restored, restoredDir);
    const names = await titles(restoredApp, '备份');
    expect(names).toEqual(expect.arrayContaining(before));
    expect(await adminToken(restoredApp)).toBeTruthy();
  });

  it('the command backs up DATA_DIR to a named file or under DATA_DIR/backups, and says where', async () => {
    const dataDir = tempDir();
    const handle = openSqlite(path.join(dataDir, 'xiehui.db'));
    await migrateToLatest(handle);
    await seedDatabase(handle, logger, { demo: false });
    await handle.db.destroy();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const command = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/backup.ts', ...args], { cwd: SERVER_DIR, env });

    const named = path.join(tempDir(), 'named.db');
    expect((await command(named)).stdout).toContain(`to ${named}`);
    expect(isIntact(named)).toBe(true);
    expect(fs.readdirSync(path.dirname(named))).toEqual(['named.db']); // one self-contained file
    const { stdout } = await command();
    const made = /to (.+\.db)$/m.exec(stdout)?.[1] ?? '';
    expect(path.dirname(made)).toBe(path.join(dataDir, 'backups'));
    expect(isIntact(made)).toBe(true);
    await expect(command(named)).rejects.toMatchObject({ stderr: expect.stringContaining('exists already') });
  });
});

const PG_BIN = '/usr/lib/postgresql/15/bin';
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(dialect === 'postgres' && serverUrl && fs.existsSync(`${PG_BIN}/pg_dump`))(
  'PostgreSQL: pg_dump and pg_restore as the README says',
  () => {
    async function createDatabase() {
      const database = await createPostgresDatabase(serverUrl!);
      cleanups.push(database.drop);
      return database.url;
    }

    it('restores a dump into an empty database that a server then serves', async () => {
      const sourceUrl = await createDatabase();
      const handle = openPostgres(sourceUrl);
      cleanups.push(() => handle.db.destroy());
      await migrateToLatest(handle);
      await seedDatabase(handle, logger, { demo: true });
      const app = await serve(handle, tempDir());
      const written = [await publish(app, await adminToken(app), '转储文章')];

      const dump = path.join(tempDir(), 'xiehui.dump');
      await run(`${PG_BIN}/pg_dump`, ['--format=custom', `--file=${dump}`, sourceUrl]);
      const targetUrl = await createDatabase();
      await run(`${PG_BIN}/pg_restore`, ['--no-owner', `--dbname=${targetUrl}`, dump]);

      const restored = openPostgres(targetUrl);
      cleanups.push(() => restored.db.destroy());
      await migrateToLatest(restored);
      const restoredApp = await serve(restored, tempDir());
      expect(await titles(restoredApp, '转储')).toEqual(written);
      expect(await adminToken(restoredApp)).toBeTruthy();
    });
  },
);
