import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { DatabaseHandle, DialectName } from '../db/dialect.js';
import type { SmsSender } from '../modules/auth/sms/sms-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    sms: SmsSender;
    /** Every route with the access it declares (the authorization test walks it). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: FastifyContextConfig['access'];
}

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  sms: SmsSender;
}

/** What every module reaches through `app`: configuration, the database and the SMS sender. */
export default fp(async function context(app: FastifyInstance, { config, database, sms }: AppContext) {
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('sms', sms);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: route.config?.access });
    }
  });
});
