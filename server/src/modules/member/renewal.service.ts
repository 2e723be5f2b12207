import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import { type Actor, runTransition } from '../workflow/workflow.js';
import { memberFlow } from './member.workflows.js';
import { addDays, currentSince, dayOf, NOTICES } from './membership.service.js';
import {
  findMembersExpiringBetween,
  findMembersLapsedBefore,
  markReminded,
  moveMember,
} from './vip.queries.js';

// The two daily membership jobs (job handlers member.remindRenewal and member.expireLapsed). Both
// take the clock as `now`, so tests can run them on any day, and both are idempotent: a second run
// on the same day changes nothing and sends nothing.

/** Sends one SMS notice (and records it); the jobs get it from the scheduler. */
export type Notify = (phone: string, text: string) => Promise<unknown>;

/** Reminders go out this many days before validTo, each once per validTo. */
export const REMINDER_DAYS = [30, 7] as const;

/** The scheduled job acting on members, as the trail names it. */
const JOB_ACTOR: Actor = {
  userId: 0,
  userName: '定时任务',
  permissions: [memberFlow.readPermission, 'monitor:job:edit'],
};

/** The reminder due for a validTo on `today`: the nearest stage whose window has begun. */
function dueStage(validTo: string, today: string): number | undefined {
  return [...REMINDER_DAYS].reverse().find((days) => validTo <= addDays(today, days));
}

/**
 * Sends the renewal reminders due today: 30 and 7 days before validTo, each once (a member first
 * seen inside 7 days gets only the 7-day one). The conditional mark makes two runs send one.
 */
export async function remindRenewals(
  db: Kysely<Database>,
  notify: Notify,
  now = new Date(),
): Promise<number> {
  const today = dayOf(now);
  let sent = 0;
  for (const member of await findMembersExpiringBetween(
    db,
    today,
    addDays(today, Math.max(...REMINDER_DAYS)),
  )) {
    const stage = dueStage(member.validTo, today);
    const [remindedValidTo, remindedStage] = member.remindedFor.split('@');
    const already = remindedValidTo === member.validTo && Number(remindedStage) <= (stage ?? 0);
    if (stage === undefined || already) continue;
    if (await markReminded(db, member.memberId, member.remindedFor, `${member.validTo}@${stage}`)) {
      await notify(member.phone, NOTICES.remind(member.validTo));
      sent += 1;
    }
  }
  return sent;
}

/** Lapses memberships past validTo and the grace days (member.graceDays), and tells each member. */
export async function expireLapsed(db: Kysely<Database>, notify: Notify, now = new Date()): Promise<number> {
  const since = await currentSince(db, dayOf(now));
  let lapsed = 0;
  for (const member of await findMembersLapsedBefore(db, since)) {
    try {
      await runTransition(db, memberFlow, {
        record: { id: member.memberId, status: '0', ownerId: member.userId },
        action: 'lapse',
        actor: JOB_ACTOR,
        comment: `有效期至${member.validTo}，宽限期已过`,
        apply: (trx, from, to) =>
          moveMember(trx, member.memberId, from, { status: to, updateTime: formatTime() }),
      });
    } catch (error) {
      // Staff changed the member meanwhile (suspended, renewed): nothing to lapse.
      if (error instanceof HttpError) continue;
      throw error;
    }
    await notify(member.phone, NOTICES.lapse(member.validTo));
    lapsed += 1;
  }
  return lapsed;
}
