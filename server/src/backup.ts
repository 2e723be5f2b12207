// `npm run backup [-- <file>]`: an online backup of the SQLite database while the server runs.
// PostgreSQL is backed up with pg_dump (README, Deployment).
import path from 'node:path';
import { loadConfig } from './config.js';
import { backupSqlite, defaultBackupFile, isIntact } from './db/backup.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL names PostgreSQL: back it up with pg_dump (see the README, Deployment).');
  process.exit(1);
}
const destination = path.resolve(process.argv[2] ?? defaultBackupFile(config.dataDir));
try {
  const { pages } = await backupSqlite(path.join(config.dataDir, 'xiehui.db'), destination);
  if (!isIntact(destination)) throw new Error(`the copy at ${destination} fails its integrity check`);
  console.log(`Backed up ${pages} pages to ${destination}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
