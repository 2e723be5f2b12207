import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { msgSuccess } from '@/admin/components/feedback';
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
  const [form] = Form.useForm<{ comment?: string }>();
  const [sending, setSending] = useState(false);
  const title = decision?.label ?? '';
  const commentLabel = decision?.commentLabel ?? '审核意见';

  const send = async ({ comment = '' }: { comment?: string }) => {
    if (!decision) return;
    setSending(true);
    try {
      const answer = await decision.run(record, comment.trim());
      msgSuccess(answer.msg);
      onDone();
    } catch {
      // The request client has shown the refusal; the reviewer may change the comment and retry.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={decision !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确 定"
      cancelText="取 消"
      okButtonProps={{ danger: decision?.danger }}
      confirmLoading={sending}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" aria-label={title} onFinish={(values) => void send(values)}>
        <Form.Item
          name="comment"
          label={commentLabel}
          rules={[
            { required: decision?.commentRequired, whitespace: true, message: `请填写${commentLabel}` },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_MAX}
            showCount
            placeholder={decision?.commentRequired ? `请填写${commentLabel}` : '选填'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
