import { Form, Modal, Typography } from 'antd';
import { PublishBody } from '@server/modules/declare/declare.schema';
import { msgSuccess } from '@/admin/components/feedback';
import { schemaForm } from '@/admin/crud/schema-form';
import { type CallRow, usePublishResult } from '../../api/calls-admin';

// 发布公示 of an award call: its approved declarations are announced on the public merit-rating
// page for the days chosen, then listed among past years' results.

const TITLE = '发布公示';
const fields = schemaForm(PublishBody);

export function PublishModal({ call, onClose }: { call: CallRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ publicityDays: number }>();
  const publish = usePublishResult();

  const send = async ({ publicityDays }: { publicityDays: number }) => {
    if (!call) return;
    try {
      await publish.mutateAsync({ callId: call.callId, publicityDays });
      msgSuccess('公示已发布');
      onClose();
    } catch {
      // The request client has shown the refusal.
    }
  };

  return (
    <Modal
      title={TITLE}
      open={call !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={publish.isPending}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {call ? (
        <Typography.Paragraph>
          将在评优评先页面公示“{call.title}”已通过的 {call.approved} 项申报，公示期满后转入往年结果。
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        aria-label={TITLE}
        initialValues={{ publicityDays: 7 }}
        onFinish={(values) => void send(values)}
      >
        {fields.number('publicityDays', '公示天数', { tooltip: '1–30 天' })}
      </Form>
    </Modal>
  );
}
