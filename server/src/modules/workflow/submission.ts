import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { FieldError } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { linkAttachments } from './attachment.service.js';
import { actorOf, notify, type RecordState, recordTrail, runTransition, type Workflow } from './workflow.js';

// What every application-like record shares (membership, evaluation, declarations): a form checked
// field by field, one open record per person and target (its `open_key`), and a submission that is
// either the first (state '0', trail 'submit') or the resubmission of one sent back (待补充 '1').

/** One form field's rule: required or not, and what is wrong with a given value. */
export interface FieldRule<Form> {
  field: keyof Form & string;
  label: string;
  required?: boolean;
  check?: (value: string, form: Form) => string | null;
}

/** A form value as text, trimmed. */
export const formText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);

/** Every field's problem under `rules`. */
export function fieldProblems<Form>(rules: FieldRule<Form>[], form: Form): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const value = formText(form[rule.field]);
    const problem = value ? rule.check?.(value, form) : rule.required ? `请填写${rule.label}` : null;
    if (problem) errors.push({ field: rule.field, msg: problem });
  }
  return errors;
}

/** What a kind of application-like record is, for its submissions: declared once per domain. */
export interface SubmittedKind<State extends string, Open extends { status: string }, Row, Patch> {
  workflow: Workflow<State, 'submit' | 'resubmit' | string>;
  /** The person's open record of a target (see `open_key`), if any. */
  findOpen: (db: Kysely<Database>, openKey: string) => Promise<Open | undefined>;
  idOf: (open: Open) => number;
  /** Inserts the new record; answers its id. */
  insert: (trx: Transaction<Database>, row: Row) => Promise<number>;
  /** Writes `changes` into the record if it is still in `from`; answers whether it did. */
  move: (trx: Transaction<Database>, id: number, from: string, changes: Patch) => Promise<boolean>;
  /** The refusal when the person already has an open record for this target. */
  alreadyOpen: string;
}

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
export function submissions<State extends string, Open extends { status: string }, Row, Patch>(
  kind: SubmittedKind<State, Open, Row, Patch>,
) {
  const { workflow, idOf, insert, move, alreadyOpen } = kind;
  return {
    /** The record to resubmit under `openKey`: it must be waiting for more (state '1'), else it is still open. */
    async open(db: Kysely<Database>, openKey: string): Promise<Open | undefined> {
      const open = await kind.findOpen(db, openKey);
      if (open && open.status !== '1') throw badRequest(alreadyOpen);
      return open;
    },

    /** Submits or resubmits a record with its attachments and trail row, in one transaction. */
    async submit<Values extends Patch>(
      db: Kysely<Database>,
      user: CurrentUser,
      { open, files, values, first }: Submission<Open, Row, Values>,
    ): Promise<{ id: number; status: State }> {
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
            const changes = { ...values, status: next, comment: '' } as Patch;
            if (!(await move(trx, id, from, changes))) return false;
            await linkAttachments(trx, workflow, ownerId, id, files);
            return true;
          },
        });
        return { id, status: to };
      }
      const status = '0' as State;
      try {
        const id = await db.transaction().execute(async (trx) => {
          // `first` holds every column of the row that `values` lacks (see Submission).
          const created = await insert(trx, { ...values, ...first, status } as Row);
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
        return { id, status };
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

export interface Decision<State extends string, Action extends string> {
  record: RecordState<State>;
  action: Action;
  comment: string | undefined;
  /** The states that end the record: reaching one frees its open key, so its owner may apply again. */
  closing: readonly State[];
  /** Writes the decision into the record if it is still in `from` (see Transition.apply). */
  move: (trx: Transaction<Database>, id: number, from: State, decided: Decided<State>) => Promise<boolean>;
  /** The owner's phone, and what the SMS tells them (given the trimmed comment). */
  phone: string;
  notice: (comment: string) => string;
}

/** Staff's decision on a submitted record (approve, ask for more, reject …); its owner is told by SMS. */
export async function decide<State extends string, Action extends string>(
  app: FastifyInstance,
  workflow: Workflow<State, Action>,
  staff: CurrentUser,
  { record, action, closing, move, phone, notice, ...decision }: Decision<State, Action>,
): Promise<void> {
  const comment = decision.comment?.trim() ?? '';
  await runTransition(app.db, workflow, {
    record,
    action,
    actor: actorOf(staff),
    comment,
    apply: (trx, from, to) =>
      move(trx, record.id, from, {
        status: to,
        comment,
        updateTime: formatTime(),
        ...(closing.includes(to) ? { openKey: null } : {}),
      }),
  });
  await notify(app, phone, notice(comment));
}
