import { Descriptions, Form, Switch } from 'antd';
import { ResultBody } from '@server/modules/evaluate/evaluate.schema';
import { ActionModal } from '@/admin/components/action-modal';
import { schemaForm } from '@/admin/crud/schema-form';
import { type ApplyRow, type ResultInput, useEnterResult } from '../../api/applications-admin';

// 录入成绩 of one application awaiting its exam (待考试): the score, whether it passed (a pass issues
// the certificate at once) and the examiner's comment, which the applicant reads.

const fields = schemaForm(ResultBody);

type ResultValues = Omit<ResultInput, 'applyId'>;

export function ResultModal({ application, onClose }: { application: ApplyRow | null; onClose: () => void }) {
  const enter = useEnterResult();
  return (
    <ActionModal<ResultValues>
      title="录入成绩"
      open={application !== null}
      onClose={onClose}
      run={async ({ score, passed, comment }) => {
        const answer = await enter.mutateAsync({
          applyId: application!.applyId,
          score,
          passed,
          comment: comment?.trim() ?? '',
        });
        const certNo = answer.data?.certNo;
        return certNo ? `成绩已录入，已颁发证书 ${certNo}` : '成绩已录入';
      }}
      intro={
        application ? (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: '姓名', children: application.realName },
              {
                key: 'program',
                label: '评价项目',
                children: `${application.programName}（${application.level}）`,
              },
            ]}
          />
        ) : null
      }
      formProps={{ labelCol: { flex: '90px' }, initialValues: { passed: false } }}
    >
      {fields.number('score', '成绩', { tooltip: '0–100 分' })}
      <Form.Item label="是否通过" name="passed" valuePropName="checked" tooltip="通过即颁发证书">
        <Switch checkedChildren="通过" unCheckedChildren="未通过" />
      </Form.Item>
      {fields.textArea('comment', '评语', { placeholder: '选填，申请人可见', autoSize: { minRows: 3 } })}
    </ActionModal>
  );
}
