import type { AjaxResult } from '@/lib/request';
import type { Decision } from './decision-modal';

// The three decisions on a pending submission (an application, a declaration …) that the audit
// calls of several queues share: approve it, send it back for more, or reject it.

export type AuditAction = 'approve' | 'supplement' | 'reject';

export interface AuditDecisionsOptions<D> {
  /** The permission that shows the three buttons, e.g. 'declare:apply:audit'. */
  perm: string;
  /** Whether the record waits for the audit. */
  pending: (record: D) => boolean;
  /** Sends `action` on the record with the reviewer's comment. */
  send: (record: D, action: AuditAction, comment: string) => Promise<AjaxResult>;
  /** The buttons' names and what their comments are called, where the page's differ. */
  wording?: Partial<typeof WORDING>;
}

const WORDING = {
  approve: '审核通过',
  supplement: '要求补充',
  supplementComment: '需补充的内容',
  rejectComment: '驳回原因',
};

/** Approve (primary), supplement and reject (both asking a comment) of a pending record. */
export function auditDecisions<D>({ perm, pending, send, wording }: AuditDecisionsOptions<D>): Decision<D>[] {
  const words = { ...WORDING, ...wording };
  const run = (action: AuditAction) => (record: D, comment: string) => send(record, action, comment);
  return [
    { label: words.approve, perm, primary: true, allowed: pending, run: run('approve') },
    {
      label: words.supplement,
      perm,
      commentRequired: true,
      commentLabel: words.supplementComment,
      allowed: pending,
      run: run('supplement'),
    },
    {
      label: '驳回',
      perm,
      danger: true,
      commentRequired: true,
      commentLabel: words.rejectComment,
      allowed: pending,
      run: run('reject'),
    },
  ];
}
