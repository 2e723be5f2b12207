import { Form, Input } from 'antd';
import { ActionModal } from '@/admin/components/action-modal';
import type { AjaxResult } from '@/lib/request';

// One decision on a record (通过, 驳回 …): asks for the reviewer's comment (required where the
// server's workflow requires one), runs the page's mutation and shows the server's message.
// A refusal is shown by the request client and leaves the dialog open.

export interface Decision<D> {
  label: string;
  /** The permission that shows the button. */
  perm: string;
  /** The server refuses this action without a comment (its workflow's commentRequired). */
  commentRequired?: boolean;
  /** What the comment is called (default 审核意见; e.g. 原因). */
  commentLabel?: string;
  danger?: boolean;
  primary?: boolean;
  /** Whether the record, in its state, can take this decision (default: always). */
  allowed?: (record: D) => boolean;
  /** Sends the decision; its answer's msg is shown. */
  run: (record: D, comment: string) => Promise<AjaxResult>;
}

/** What the server keeps of a comment (审核意见, Text(…, 500)). */
const COMMENT_MAX = 500;

export interface DecisionModalProps<D> {
  record: D;
  decision: Decision<D> | null;
  onClose: () => void;
  /** After the decision went through. */
  onDone: () => void;
}

export function DecisionModal<D>({ record, decision, onClose, onDone }: DecisionModalProps<D>) {
  const commentLabel = decision?.commentLabel ?? '审核意见';
  return (
    <ActionModal<{ comment?: string }>
      title={decision?.label ?? ''}
      open={decision !== null}
      onClose={onClose}
      run={async ({ comment = '' }) => (await decision!.run(record, comment.trim())).msg}
      onDone={onDone}
      danger={decision?.danger}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="comment"
        label={commentLabel}
        rules={[{ required: decision?.commentRequired, whitespace: true, message: `请填写${commentLabel}` }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={COMMENT_MAX}
          showCount
          placeholder={decision?.commentRequired ? `请填写${commentLabel}` : '选填'}
        />
      </Form.Item>
    </ActionModal>
  );
}
