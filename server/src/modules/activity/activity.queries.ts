import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { AUDIT_COLUMNS, listReads, tablePage, withFilter } from '../../db/list-query.js';
import { withKeyword, withOwnerPhone } from '../../db/query-kit.js';
import type { Db } from '../../db/row-writes.js';
import type { Paging } from '../../http/schemas.js';
import { childCounts, offeringQueries, recordReads, recordWrites } from '../workflow/record.queries.js';
import { ACTIVE_STATES, SEAT_STATES, type SignState } from './activity.workflows.js';

// The SQL of activity_event and activity_sign.

// ---- events ----

const CARD_COLUMNS = [
  'activityId',
  'title',
  'titleEs',
  'cover',
  'type',
  'location',
  'startTime',
  'endTime',
  'signStart',
  'signEnd',
  'cancelDeadline',
  'capacity',
  'memberOnly',
  'needAudit',
  'fee',
  'hours',
  'status',
] as const;

/** An event's sign-ups. */
const SIGNS = { child: 'activitySign', parent: 'activityEvent', key: 'activityId' } as const;

function events(db: Db) {
  return db
    .selectFrom('activityEvent')
    .select(CARD_COLUMNS)
    .select(childCounts(SIGNS, { registered: SEAT_STATES, waiting: ['waitlisted'], pending: ['pending'] }));
}
export type EventRecord = Awaited<ReturnType<ReturnType<typeof events>['executeTakeFirstOrThrow']>>;

export interface EventFilter {
  title?: string;
  type?: string;
  status?: string;
}

function staffRows(db: Db, filter: EventFilter) {
  return withFilter(events(db).select(AUDIT_COLUMNS), filter, {
    contains: ['title'],
    equals: ['type', 'status'],
  }).orderBy('startTime', 'desc');
}

export const findEvent = (db: Db, activityId: number) =>
  events(db)
    .select(['content', 'contentEs', ...AUDIT_COLUMNS])
    .where('activityId', '=', activityId)
    .executeTakeFirst();

export interface PublicFilter {
  timeState?: string;
  type?: string;
  keyword?: string;
}

/** Published events by time (upcoming soonest first, the rest newest first), type and keyword. */
function publicRows(db: Db, filter: PublicFilter, now: string) {
  let query = withFilter(events(db).where('status', '=', '1'), filter, { equals: ['type'] });
  query = withKeyword(query, filter.keyword, ['title', 'titleEs', 'location']);
  if (filter.timeState === 'upcoming') return query.where('startTime', '>', now).orderBy('startTime');
  if (filter.timeState === 'ongoing') {
    query = query.where('startTime', '<=', now).where('endTime', '>=', now);
  }
  if (filter.timeState === 'past') query = query.where('endTime', '<', now);
  return query.orderBy('startTime', 'desc');
}

export const findPublicEventPage = (db: Db, filter: PublicFilter, now: string, paging: Paging) =>
  tablePage(publicRows(db, filter, now), paging);

/** The next published events that have not ended, soonest first (the home block). */
export const findNextEvents = (db: Db, now: string, size: number) =>
  events(db)
    .where('status', '=', '1')
    .where('endTime', '>=', now)
    .orderBy('startTime')
    .orderBy('activityId')
    .limit(size)
    .execute();

/** Staff's events as their offering service reads and writes them; one with sign-ups is kept. */
export const eventQueries = offeringQueries({
  applications: SIGNS,
  nameColumn: 'title',
  rows: staffRows,
  find: findEvent,
});

/**
 * Takes the event's row lock for the rest of the transaction (PostgreSQL locks the row, SQLite
 * the database), so sign-up decisions on one event take turns; answers the event as it is now.
 */
export async function lockEvent(trx: Transaction<Database>, activityId: number) {
  await trx
    .updateTable('activityEvent')
    .set((eb) => ({ seatVersion: eb('seatVersion', '+', 1) }))
    .where('activityId', '=', activityId)
    .execute();
  return findEvent(trx, activityId);
}

// ---- sign-ups ----

/** A sign-up with its event and the account's phone. */
function signs(db: Db) {
  return withOwnerPhone(
    db
      .selectFrom('activitySign as s')
      .innerJoin('activityEvent as e', 'e.activityId', 's.activityId')
      .select([
        's.signId',
        's.activityId',
        's.userId',
        's.realName',
        's.employer',
        's.position',
        's.remark',
        's.status',
        's.ticketCode',
        's.waitSince',
        's.checkinTime',
        's.comment',
        's.createTime',
        's.updateTime',
        'e.title',
        'e.titleEs',
        'e.type',
        'e.location',
        'e.startTime',
        'e.endTime',
        'e.cancelDeadline',
        'e.fee',
        'e.hours',
        'e.status as eventStatus',
      ]),
    's.userId',
  );
}

export const { byId: findSign, ofUser: findSignsOfUser } = recordReads(signs, 's', 'signId');
export type SignRecord = NonNullable<Awaited<ReturnType<typeof findSign>>>;

export const findSignByTicket = (db: Db, ticketCode: string) =>
  signs(db).where('s.ticketCode', '=', ticketCode).executeTakeFirst();

/** The person's latest sign-up for an event, only an active one when `active`. */
export function findLatestSign(db: Db, activityId: number, userId: number, { active = false } = {}) {
  let query = signs(db).where('s.activityId', '=', activityId).where('s.userId', '=', userId);
  if (active) query = query.where('s.status', 'in', ACTIVE_STATES);
  return query.orderBy('s.signId', 'desc').executeTakeFirst();
}

/** Sign-ups in `states` of an event (everyone to tell about a cancellation). */
export const findSignsIn = (db: Db, activityId: number, states: readonly SignState[]) =>
  signs(db)
    .where('s.activityId', '=', activityId)
    .where('s.status', 'in', states)
    .orderBy('s.signId')
    .execute();

export interface SignFilter {
  activityId?: number;
  status?: string;
  keyword?: string;
}

function staffSigns(db: Db, filter: SignFilter) {
  const query = withFilter(signs(db), filter, { equals: ['activityId', 'status'], alias: 's' });
  return withKeyword(query, filter.keyword, ['s.realName', 'u.phonenumber']).orderBy('s.signId', 'desc');
}

export const { page: findSignPage, all: findSigns } = listReads(staffSigns);

const signWrites = recordWrites('activitySign', 'signId');
export const { insert: insertSign, move: moveSign } = signWrites;

/** The waiting lists of several events, each in line order: signId and activityId. */
export const findWaitingLines = (db: Db, activityIds: number[]) =>
  activityIds.length
    ? db
        .selectFrom('activitySign')
        .select(['signId', 'activityId'])
        .where('activityId', 'in', activityIds)
        .where('status', '=', 'waitlisted')
        .orderBy('waitSince')
        .orderBy('signId')
        .execute()
    : Promise.resolve([]);

/** Sign-ups in a state, across events (the dashboard). */
export const countSignsIn = (db: Db, status: SignState) => signWrites.countIn(db, status);
