import { Typography } from 'antd';
import { type CallRow, PublishBody } from '@server/modules/declare/declare.schema';
import { ActionModal } from '@/admin/components/action-modal';
import { schemaForm } from '@/admin/crud/schema-form';
import { usePublishResult } from '../../api/calls-admin';

// 发布公示 of an award call: its approved declarations are announced on the public merit-rating
// page for the days chosen, then listed among past years' results.

const fields = schemaForm(PublishBody);

export function PublishModal({ call, onClose }: { call: CallRow | null; onClose: () => void }) {
  const publish = usePublishResult();
  return (
    <ActionModal<{ publicityDays: number }>
      title="发布公示"
      open={call !== null}
      onClose={onClose}
      run={async ({ publicityDays }) => {
        await publish.mutateAsync({ callId: call!.callId, publicityDays });
        return '公示已发布';
      }}
      intro={
        call ? (
          <Typography.Paragraph>
            将在评优评先页面公示“{call.title}”已通过的 {call.approved} 项申报，公示期满后转入往年结果。
          </Typography.Paragraph>
        ) : null
      }
      formProps={{ initialValues: { publicityDays: 7 } }}
    >
      {fields.number('publicityDays', '公示天数', { tooltip: '1–30 天' })}
    </ActionModal>
  );
}
