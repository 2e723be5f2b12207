import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { table } from '../../http/envelope.js';
import { listLiveSessions, revokeSession } from '../auth/session.service.js';
import type { OnlineQuery } from './online.schema.js';

type Db = Kysely<Database>;

/** The live sessions, unpaged as RuoYi lists them. */
export async function listOnline(db: Db, filter: OnlineQuery) {
  const rows = await listLiveSessions(db, filter);
  return table(
    rows.map((row) => ({ ...row, deptName: '' })),
    rows.length,
  );
}

/** Ends a session: its token answers 401 from the next request on. */
export const forceLogout = (db: Db, tokenId: string) => revokeSession(db, tokenId);
