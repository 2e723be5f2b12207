import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { FieldError } from '../../http/schemas.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { linkAttachments } from './attachment.service.js';
import {
  type Actor,
  actorOf,
  notify,
  type RecordState,
  recordTrail,
  runTransition,
  type Workflow,
} from './workflow.js';

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

/** The record being resubmitted: it must be waiting for more (state '1'), else it is still open. */
export function resubmittable<R extends { status: string }>(open: R | undefined, alreadyOpen: string) {
  if (open && open.status !== '1') throw badRequest(alreadyOpen);
  return open;
}

export interface Submission<State extends string, Values extends object, First extends object> {
  workflow: Workflow<State, 'submit' | 'resubmit' | string>;
  actor: Actor;
  /** The record sent back for more, when this is its resubmission. */
  open: { id: number; status: State } | undefined;
  /** The private attachments the form names (already checked). */
  files: number[];
  /** The form's columns, written by the first submission and again by a resubmission. */
  values: Values;
  /** The columns only the first submission writes (its target, owner, open key, creation time). */
  first: First;
  /** Inserts the new record; answers its id. */
  insert: (trx: Transaction<Database>, row: Values & First & { status: State }) => Promise<number>;
  /** Writes `changes` into the record if it is still in `from`; answers whether it did. */
  move: (
    trx: Transaction<Database>,
    id: number,
    from: State,
    changes: Values & { status: State; comment: string },
  ) => Promise<boolean>;
  /** The refusal when a racing submit already opened a record for this person and target. */
  alreadyOpen: string;
}

/** Submits or resubmits a record with its attachments and trail row, in one transaction. */
export async function submitRecord<State extends string, Values extends object, First extends object>(
  db: Kysely<Database>,
  {
    workflow,
    actor,
    open,
    files,
    values,
    first,
    insert,
    move,
    alreadyOpen,
  }: Submission<State, Values, First>,
): Promise<{ id: number; status: State }> {
  const ownerId = actor.userId;
  if (open) {
    const { to } = await runTransition(db, workflow, {
      record: { id: open.id, status: open.status, ownerId },
      action: 'resubmit',
      actor,
      apply: async (trx, from, next) => {
        // A resubmission clears staff's request for more.
        if (!(await move(trx, open.id, from, { ...values, status: next, comment: '' }))) return false;
        await linkAttachments(trx, workflow, ownerId, open.id, files);
        return true;
      },
    });
    return { id: open.id, status: to };
  }
  const status = '0' as State;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await insert(trx, { ...values, ...first, status });
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
