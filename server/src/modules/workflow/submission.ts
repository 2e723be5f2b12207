import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors.js';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { FieldError } from '../../http/schemas.js';
import { linkAttachments } from './attachment.service.js';
import { type Actor, recordTrail, runTransition, type Workflow } from './workflow.js';

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

export interface Submission<State extends string> {
  workflow: Workflow<State, 'submit' | 'resubmit' | string>;
  actor: Actor;
  /** The record sent back for more, when this is its resubmission. */
  open: { id: number; status: State } | undefined;
  /** The private attachments the form names (already checked). */
  files: number[];
  /** Inserts the new record in state '0'; answers its id. */
  insert: (trx: Transaction<Database>) => Promise<number>;
  /** Writes the resubmitted form into the record if it is still in `from`, moving it to `to`. */
  update: (trx: Transaction<Database>, id: number, from: State, to: State) => Promise<boolean>;
  /** The refusal when a racing submit already opened a record for this person and target. */
  alreadyOpen: string;
}

/** Submits or resubmits a record with its attachments and trail row, in one transaction. */
export async function submitRecord<State extends string>(
  db: Kysely<Database>,
  { workflow, actor, open, files, insert, update, alreadyOpen }: Submission<State>,
): Promise<{ id: number; status: State }> {
  const ownerId = actor.userId;
  if (open) {
    const { to } = await runTransition(db, workflow, {
      record: { id: open.id, status: open.status, ownerId },
      action: 'resubmit',
      actor,
      apply: async (trx, from, next) => {
        if (!(await update(trx, open.id, from, next))) return false;
        await linkAttachments(trx, workflow, ownerId, open.id, files);
        return true;
      },
    });
    return { id: open.id, status: to };
  }
  const first = '0' as State;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await insert(trx);
      await linkAttachments(trx, workflow, ownerId, created, files);
      await recordTrail(trx, workflow, { recordId: created, from: null, to: first, action: 'submit', actor });
      return created;
    });
    return { id, status: first };
  } catch (error) {
    // Another submit of the same person and target won the race for the open key.
    if (isUniqueViolation(error)) throw badRequest(alreadyOpen);
    throw error;
  }
}
