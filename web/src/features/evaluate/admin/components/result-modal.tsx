import { Descriptions, Form, Modal, Switch } from 'antd';
import { ResultBody } from '@server/modules/evaluate/evaluate.schema';
import { msgSuccess } from '@/admin/components/feedback';
import { schemaForm } from '@/admin/crud/schema-form';
import { type ApplyRow, type ResultInput, useEnterResult } from '../../api/applications-admin';

// 录入成绩 of one application awaiting its exam (待考试): the score, whether it passed (a pass issues
// the certificate at once) and the examiner's comment, which the applicant reads.

const TITLE = '录入成绩';
const fields = schemaForm(ResultBody);

type ResultValues = Omit<ResultInput, 'applyId'>;

export function ResultModal({ application, onClose }: { application: ApplyRow | null; onClose: () => void }) {
  const [form] = Form.useForm<ResultValues>();
  const enter = useEnterResult();

  const send = async ({ score, passed, comment }: ResultValues) => {
    if (!application) return;
    try {
      const answer = await enter.mutateAsync({
        applyId: application.applyId,
        score,
        passed,
        comment: comment?.trim() ?? '',
      });
      const certNo = answer.data?.certNo;
      msgSuccess(certNo ? `成绩已录入，已颁发证书 ${certNo}` : '成绩已录入');
      onClose();
    } catch {
      // The request client has shown the refusal; the dialog stays open to correct it.
    }
  };

  return (
    <Modal
      title={TITLE}
      open={application !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={enter.isPending}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {application ? (
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
      ) : null}
      <Form
        form={form}
        aria-label={TITLE}
        labelCol={{ flex: '90px' }}
        initialValues={{ passed: false }}
        onFinish={(values) => void send(values)}
      >
        {fields.number('score', '成绩', { tooltip: '0–100 分' })}
        <Form.Item label="是否通过" name="passed" valuePropName="checked" tooltip="通过即颁发证书">
          <Switch checkedChildren="通过" unCheckedChildren="未通过" />
        </Form.Item>
        {fields.textArea('comment', '评语', { placeholder: '选填，申请人可见', autoSize: { minRows: 3 } })}
      </Form>
    </Modal>
  );
}
