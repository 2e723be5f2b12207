import type dayjs from 'dayjs';
import type { Transaction } from 'kysely';
import type { Database } from '../database.js';

// What the demo business records share: the demo members who own them, and their trails.

/** The demo members (seeded before by membership-demo), the first five by id. */
export const demoPeople = (trx: Transaction<Database>) =>
  trx
    .selectFrom('sysUser')
    .select(['userId', 'userName', 'nickName', 'phonenumber'])
    .where('userType', '=', '01')
    .orderBy('userId')
    .limit(5)
    .execute();

/**
 * A demo record's filings (sign-ups, applications …) in order, each with who made it and when: the
 * demo people take turns, and the i-th comes i + 1 days after `opened`.
 */
export function* inTurn<Item, Person>(items: Item[], people: Person[], opened: dayjs.Dayjs) {
  for (const [i, item] of items.entries()) {
    yield { item, person: people[i % people.length], at: opened.add(i + 1, 'day') };
  }
}

/** Who took a demo step: the record's owner, or staff. */
export interface DemoActor {
  actorId: number | null;
  actorName: string;
}
export const STAFF: DemoActor = { actorId: null, actorName: 'admin' };
export const ownerOf = (person: { userId: number; userName: string }): DemoActor => ({
  actorId: person.userId,
  actorName: person.userName,
});

export interface DemoStep {
  to: string;
  action: string;
  by: DemoActor;
  comment?: string;
  /** When, as stored (YYYY-MM-DD HH:mm:ss). */
  time: string;
}

/** A demo record's trail: each step moves it from where the one before left it (the first from nothing). */
export async function seedTrail(
  trx: Transaction<Database>,
  kind: string,
  recordId: number,
  steps: DemoStep[],
): Promise<void> {
  await trx
    .insertInto('bizTrail')
    .values(
      steps.map((step, i) => ({
        kind,
        recordId,
        fromStatus: i ? steps[i - 1].to : null,
        toStatus: step.to,
        action: step.action,
        ...step.by,
        comment: step.comment ?? '',
        createTime: step.time,
      })),
    )
    .execute();
}
