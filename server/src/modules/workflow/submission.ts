import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Database } from '../../db/database.js';
import type { Loose, Table } from '../../db/row-writes.js';
import { badRequest } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { linkAttachments } from './attachment.service.js';
import type { RecordWrites } from './record.queries.js';
import { actorOf, notify, type RecordState, recordTrail, runTransition, type Workflow } from './workflow.js';

// What every application-like record shares (membership, evaluation, declarations): one open record
// per person and target (its `open_key`), a submission that is either the first (state '0', trail
// 'submit') or the resubmission of one sent back (待补充 '1'), and staff's decision on it. Its form
// is checked field by field (form-rules.ts).

/** What a kind of application-like record is, for its submissions: declared once per domain. */
export interface SubmittedKind<
  State extends string,
  T extends Table,
  I extends keyof Database[T] & string,
  C extends keyof Database[T] & string,
> {
  workflow: Workflow<State, 'submit' | 'resubmit' | string>;
  /** The record's table (see recordWrites): its open record by `open_key`, a new row, a move between states. */
  writes: RecordWrites<T, I>;
  /** What a resubmission reads of the open record besides its id and state. */
  openColumns?: readonly C[];
  /** The refusal when the person already has an open record for this target. */
  alreadyOpen: string;
}

/** A kind's open record: its id, its state and the `openColumns`. */
type OpenRecord<T extends Table, K extends keyof Database[T] & string> = Pick<
  Selectable<Database[T]>,
  K & keyof Selectable<Database[T]>
> & { status: string };

export interface Submission<Open, Row, Values> {
  /** The record sent back for more, when this is its resubmission (from `open`). */
  open: Open | undefined;
  /** The private attachments the form names (already checked). */
  files: number[];
  /** The form's columns, written by the first submission and again by a resubmission. */
  values: Values;
  /** The columns only the first submission writes (its target, owner, open key, creation time). */
  first: Omit<Row, keyof Values | 'status'>;
}

/** The submissions of one kind of record: finding the one to resubmit, and submitting. */
export function submissions<
  State extends string,
  T extends Table,
  I extends keyof Database[T] & string,
  C extends keyof Database[T] & string = I,
>(kind: SubmittedKind<State, T, I, C>) {
  type Open = OpenRecord<T, I | C>;
  const { workflow, writes, alreadyOpen } = kind;
  const { insert, move } = writes;
  type Column = keyof Selectable<Database[T]> & string;
  // Kysely cannot check the columns of a table chosen by a type parameter (see row-writes.ts).
  const columns = [writes.idColumn, 'status', ...(kind.openColumns ?? [])] as Column[];
  const idOf = (open: Open) => Number((open as Loose)[writes.idColumn]);
  /** What sending the form answers (SubmittedReply): the record's id under its column's name, and its state. */
  const answer = (id: number, status: State) =>
    ({ [writes.idColumn]: id, status }) as Record<I, number> & { status: State };
  return {
    /** The record to resubmit under `openKey`: it must be waiting for more (state '1'), else it is still open. */
    async open(db: Kysely<Database>, openKey: string): Promise<Open | undefined> {
      const open = (await writes.findOpen(db, openKey, columns)) as Open | undefined;
      if (open && open.status !== '1') throw badRequest(alreadyOpen);
      return open;
    },

    /** Submits or resubmits a record with its attachments and trail row, in one transaction. */
    async submit<Values extends Updateable<Database[T]>>(
      db: Kysely<Database>,
      user: CurrentUser,
      { open, files, values, first }: Submission<Open, Insertable<Database[T]>, Values>,
    ) {
      const actor = actorOf(user);
      const ownerId = actor.userId;
      if (open) {
        const id = idOf(open);
        const { to } = await runTransition(db, workflow, {
          record: { id, status: open.status as State, ownerId },
          action: 'resubmit',
          actor,
          apply: async (trx, from, next) => {
            // A resubmission clears staff's request for more.
            const changes = { ...values, status: next, comment: '' } as Updateable<Database[T]>;
            if (!(await move(trx, id, from, changes))) return false;
            await linkAttachments(trx, workflow, ownerId, id, files);
            return true;
          },
        });
        return answer(id, to);
      }
      const status = '0' as State;
      try {
        const id = await db.transaction().execute(async (trx) => {
          // `first` holds every column of the row that `values` lacks (see Submission).
          const created = await insert(trx, { ...values, ...first, status } as Insertable<Database[T]>);
          await linkAttachments(trx, workflow, ownerId, created, files);
          await recordTrail(trx, workflow, {
            recordId: created,
            from: null,
            to: status,
            action: 'submit',
            actor,
          });
          return created;
        });
        return answer(id, status);
      } catch (error) {
        // Another submit of the same person and target won the race for the open key.
        if (isUniqueViolation(error)) throw badRequest(alreadyOpen);
        throw error;
      }
    },
  };
}

/** What a staff decision writes into the record. */
export interface Decided<State extends string> {
  status: State;
  comment: string;
  updateTime: string;
  openKey?: null;
}

export interface Ruling<State extends string, Action extends string, Extra extends object> {
  record: RecordState<State>;
  action: Action;
  comment: string | undefined;
  /** The states that end the record: reaching one frees its open key, so its owner may apply again. */
  closing: readonly State[];
  /** Writes the decision into the record if it is still in `from` (see Transition.apply). */
  move: (
    trx: Transaction<Database>,
    id: number,
    from: State,
    decided: Decided<State> & Partial<Extra>,
  ) => Promise<boolean>;
  /** What else reaching `to` writes at `time` (a waiting list's place in line). */
  also?: (to: State, time: string) => Partial<Extra>;
}

/**
 * Writes staff's decision (approve, ask for more, reject …) into the record and its trail; answers
 * the state it reaches. Given a transaction, it runs inside it (see runTransition).
 */
export async function recordDecision<
  State extends string,
  Action extends string,
  Extra extends object = object,
>(
  db: Kysely<Database>,
  workflow: Workflow<State, Action>,
  staff: CurrentUser,
  { record, action, closing, move, also, ...ruling }: Ruling<State, Action, Extra>,
): Promise<State> {
  const comment = ruling.comment?.trim() ?? '';
  const { to } = await runTransition(db, workflow, {
    record,
    action,
    actor: actorOf(staff),
    comment,
    apply: (trx, from, next) => {
      const time = formatTime();
      const decided: Decided<State> = {
        status: next,
        comment,
        updateTime: time,
        ...(closing.includes(next) ? { openKey: null } : {}),
      };
      const extra = also?.(next, time);
      return move(trx, record.id, from, { ...decided, ...extra } as Decided<State> & Partial<Extra>);
    },
  });
  return to;
}

export interface Decision<State extends string, Action extends string> extends Ruling<State, Action, object> {
  /** The owner's phone, and what the SMS tells them (given the trimmed comment). */
  phone: string;
  notice: (comment: string) => string;
}

/** Staff's decision on a submitted record (approve, ask for more, reject …); its owner is told by SMS. */
export async function decide<State extends string, Action extends string>(
  app: FastifyInstance,
  workflow: Workflow<State, Action>,
  staff: CurrentUser,
  { phone, notice, ...ruling }: Decision<State, Action>,
): Promise<void> {
  await recordDecision(app.db, workflow, staff, ruling);
  await notify(app, phone, notice(ruling.comment?.trim() ?? ''));
}
