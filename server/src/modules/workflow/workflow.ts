import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, HttpError, notFound } from '../../http/envelope.js';
import { formatTime } from '../../http/time.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { sendSmsNotice } from '../auth/sms-code.service.js';
import { hasPermission } from '../system/access.queries.js';
import { findTrails, insertTrail } from './workflow.queries.js';

// The review workflow of DESIGN.md §4b, written once: each record kind declares its states and
// the actions that move between them (who may take each, whether it needs a comment); every
// change is checked here, applied only if the record is still in the state it was read in, and
// written to the trail.

type Db = Kysely<Database> | Transaction<Database>;

/** Who takes an action: the record's owner, or staff holding a permission. */
export type Taker = 'owner' | { permission: string };

export interface ActionRule<State extends string> {
  /** What the action is called in messages and the trail (审核通过, 补充材料 …). */
  label: string;
  from: readonly State[];
  to: State;
  by: Taker;
  /** Staff must say why (a rejection, a request for more). */
  commentRequired?: boolean;
}

export interface Workflow<State extends string = string, Action extends string = string> {
  /** The record kind, as stored in the trail and on attachments. */
  kind: string;
  /** Each state's label (the values of its status dictionary). */
  states: Record<State, string>;
  actions: Record<Action, ActionRule<State>>;
  /** Staff who may read records of this kind, their trail and attachments. */
  readPermission: string;
  /**
   * What a record that does not exist answers (报名记录不存在 …). Someone who may not see a record
   * is told the same, so an id of someone else's record reveals nothing.
   */
  missing: string;
}

/** The first states of every application-like record (membership, evaluation, declaration). */
export const REVIEW_STATES = { '0': '待审核', '1': '待补充', '2': '已驳回' } as const;
type ReviewState = keyof typeof REVIEW_STATES;

/** What the owner does next in those states: wait for staff, or resubmit what was sent back. */
export const REVIEW_NEXT_ACTIONS = { '0': 'wait', '1': 'resubmit' } as const;

/**
 * The review every application-like record goes through: its owner submits (`submitLabel`) and
 * resubmits after 待补充; staff holding `audit` approve (to `approvedTo`), ask for more or reject.
 */
export const reviewActions = <To extends string>(submitLabel: string, audit: Taker, approvedTo: To) => {
  const step = (
    label: string,
    from: ReviewState[],
    to: ReviewState | To,
    by: Taker,
    commentRequired = false,
  ): ActionRule<ReviewState | To> => ({ label, from, to, by, commentRequired });
  return {
    submit: step(submitLabel, [], '0', 'owner'),
    resubmit: step('重新提交', ['1'], '0', 'owner'),
    approve: step('审核通过', ['0'], approvedTo, audit),
    supplement: step('要求补充', ['0'], '1', audit, true),
    reject: step('驳回', ['0'], '2', audit, true),
  };
};

const registry = new Map<string, Workflow>();

/** Declares a record kind's workflow; its kind names its attachments and trail rows. */
export function defineWorkflow<State extends string, Action extends string>(
  workflow: Workflow<State, Action>,
): Workflow<State, Action> {
  registry.set(workflow.kind, workflow as unknown as Workflow);
  return workflow;
}

export const workflowOf = (kind: string): Workflow | undefined => registry.get(kind);

/** The label of a stored status (the status itself when the workflow does not know it). */
export const stateLabel = <State extends string>(workflow: Workflow<State>, status: string): string =>
  workflow.states[status as State] ?? status;

/** A record's state as its owner's page shows it: the label and what they do next ('none' unless listed). */
export const progressOf = <State extends string, Next extends string>(
  workflow: Workflow<State>,
  nextActions: Partial<Record<State, Next>>,
  status: string,
) => ({
  statusLabel: stateLabel(workflow, status),
  nextAction: nextActions[status as State] ?? ('none' as const),
});

export interface Actor {
  userId: number;
  userName: string;
  permissions: string[];
}

/** The logged-in user as the one who takes an action. */
export const actorOf = (user: CurrentUser): Actor => ({
  userId: user.userId,
  userName: user.userName,
  permissions: user.permissions,
});

/** Tells the record's owner of a decision by SMS, if the account has a phone (never throws: the decision stands). */
export async function notify(app: FastifyInstance, phone: string, text: string): Promise<void> {
  if (phone) await sendSmsNotice(app, phone, text);
}

export interface RecordState<State extends string> {
  id: number;
  status: State;
  ownerId: number;
}

function mayTake(by: Taker, record: { ownerId: number }, actor: Actor): boolean {
  return by === 'owner' ? record.ownerId === actor.userId : hasPermission(actor.permissions, by.permission);
}

/**
 * The rule for `action` on `record` by `actor`, or a refusal: 404 when the actor may not see the
 * record at all, 403 when they may see it but not take this action, 400 when the record's state
 * does not allow it or a required comment is missing.
 */
export function checkAction<State extends string, Action extends string>(
  workflow: Workflow<State, Action>,
  action: Action,
  record: RecordState<State>,
  actor: Actor,
  comment = '',
): ActionRule<State> {
  const rule = workflow.actions[action];
  const canSee = record.ownerId === actor.userId || hasPermission(actor.permissions, workflow.readPermission);
  if (!canSee) throw notFound(workflow.missing);
  if (!rule || !mayTake(rule.by, record, actor)) throw new HttpError(403, '当前操作没有权限');
  if (!rule.from.includes(record.status)) {
    throw badRequest(`当前状态为“${workflow.states[record.status]}”，不能${rule.label}`);
  }
  if (rule.commentRequired && !comment.trim()) throw badRequest(`请填写${rule.label}的意见`);
  return rule;
}

/** The actions the owner may take on a record in `status` (what the applicant's page offers). */
export function ownerActions<State extends string, Action extends string>(
  workflow: Workflow<State, Action>,
  status: State,
): Action[] {
  return (Object.entries(workflow.actions) as [Action, ActionRule<State>][])
    .filter(([, rule]) => rule.by === 'owner' && rule.from.includes(status))
    .map(([action]) => action);
}

export interface Transition<State extends string, Action extends string> {
  record: RecordState<State>;
  action: Action;
  actor: Actor;
  comment?: string;
  /**
   * Moves the record from `from` to `to` (with whatever else the action changes) only if it is
   * still in `from`; answers whether it did. That condition makes two racing decisions one.
   */
  apply: (trx: Transaction<Database>, from: State, to: State) => Promise<boolean>;
}

/**
 * Checks and applies one action in a transaction and writes its trail row. Given a transaction
 * (`db.isTransaction`), it runs inside it: a caller that must lock or count first (seats of an
 * event) decides the action there, and its refusal undoes the whole.
 */
export async function runTransition<State extends string, Action extends string>(
  db: Kysely<Database>,
  workflow: Workflow<State, Action>,
  { record, action, actor, comment = '', apply }: Transition<State, Action>,
): Promise<{ from: State; to: State; rule: ActionRule<State> }> {
  const rule = checkAction(workflow, action, record, actor, comment);
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    if (!(await apply(trx, record.status, rule.to))) throw badRequest('记录状态已变化，请刷新后重试');
    await recordTrail(trx, workflow, {
      recordId: record.id,
      from: record.status,
      to: rule.to,
      action,
      actor,
      comment,
    });
  });
  return { from: record.status, to: rule.to, rule };
}

/** Writes one trail row; `from` is null for a record's creation. */
export async function recordTrail<State extends string>(
  db: Db,
  workflow: Workflow<State>,
  entry: { recordId: number; from: State | null; to: State; action: string; actor: Actor; comment?: string },
): Promise<void> {
  await insertTrail(db, {
    kind: workflow.kind,
    recordId: entry.recordId,
    fromStatus: entry.from,
    toStatus: entry.to,
    action: entry.action,
    actorId: entry.actor.userId,
    actorName: entry.actor.userName,
    comment: (entry.comment ?? '').trim().slice(0, 500),
    createTime: formatTime(),
  });
}

export interface TrailEntry {
  from: string | null;
  fromLabel: string;
  to: string;
  toLabel: string;
  action: string;
  actionLabel: string;
  actorName: string;
  comment: string;
  time: string;
}

/** The timelines of several records, by record id, with every state and action named. */
export async function trailsOf<State extends string, Action extends string>(
  db: Db,
  workflow: Workflow<State, Action>,
  recordIds: number[],
): Promise<Map<number, TrailEntry[]>> {
  const states = workflow.states as Record<string, string>;
  const actions = workflow.actions as Record<string, ActionRule<State>>;
  const trails = new Map<number, TrailEntry[]>(recordIds.map((id) => [id, []]));
  for (const row of await findTrails(db, workflow.kind, recordIds)) {
    trails.get(row.recordId)?.push({
      from: row.fromStatus,
      fromLabel: row.fromStatus === null ? '' : (states[row.fromStatus] ?? row.fromStatus),
      to: row.toStatus,
      toLabel: states[row.toStatus] ?? row.toStatus,
      action: row.action,
      actionLabel: actions[row.action]?.label ?? row.action,
      actorName: row.actorName,
      comment: row.comment,
      time: row.createTime,
    });
  }
  return trails;
}
