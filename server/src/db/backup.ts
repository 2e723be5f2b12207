import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import dayjs from 'dayjs';

/** Where a backup goes when no file is named: DATA_DIR/backups/xiehui-<time>.db. */
export function defaultBackupFile(dataDir: string, now = dayjs()): string {
  return path.join(dataDir, 'backups', `xiehui-${now.format('YYYYMMDD-HHmmss')}.db`);
}

/**
 * Copies the SQLite database `file` to `destination` with SQLite's online backup: the server may
 * keep running and writing, and the copy is one consistent moment of the database (a plain file copy
 * of a database in WAL mode can miss committed writes or tear a page). Refuses to overwrite a file.
 */
export async function backupSqlite(file: string, destination: string): Promise<{ pages: number }> {
  if (!fs.existsSync(file)) throw new Error(`No database at ${file}`);
  if (fs.existsSync(destination)) throw new Error(`${destination} exists already; name a new file`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await source.backup(destination);
    // One self-contained file: the copy leaves WAL mode, so no -wal or -shm file goes with it.
    const copy = new SQLite(destination);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    return { pages: totalPages };
  } finally {
    source.close();
  }
}

/** Whether `file` is a sound SQLite database (PRAGMA integrity_check). */
export function isIntact(file: string): boolean {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return database.pragma('integrity_check', { simple: true }) === 'ok';
  } finally {
    database.close();
  }
}
