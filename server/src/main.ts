import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './db/seed/seed.js';
import { createSmsSender } from './modules/auth/sms/sms-sender.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const database = openDatabase(config);
await migrateToLatest(database);
await seedDatabase(database, logger, { demo: config.demoSeed });

const app = await buildApp({ config, database, sms: createSmsSender(config, logger), logger });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.db.destroy();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
