import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { createSmsSender } from './modules/auth/sms/sms-sender.js';

const logger = pino({ level: process.env.LOG_LEVEL || 'info' });

/** Start-up problems (bad settings, unreachable database, port in use) end the process with one clear line. */
function exitWith(what: string, error: unknown): never {
  logger.fatal({ err: error }, `${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitWith('Invalid configuration', error);
  }
})();

const database = openDatabase(config);
try {
  await migrateToLatest(database);
  await seedDatabase(database, logger, { demo: config.demoSeed });
} catch (error) {
  exitWith(
    config.databaseUrl ? 'Cannot prepare the PostgreSQL database' : 'Cannot prepare the SQLite database',
    error,
  );
}

const app = await buildApp({ config, database, sms: createSmsSender(config, logger), logger });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.db.destroy();
    process.exit(0);
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  exitWith(`Cannot listen on ${config.host}:${config.port}`, error);
}
