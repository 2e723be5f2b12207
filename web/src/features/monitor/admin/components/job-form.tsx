import { QuestionCircleOutlined } from '@ant-design/icons';
import { Col, Form, Input, Modal, Radio, Row, Select, Space, Tooltip } from 'antd';
import { useEffect } from 'react';
import type { DictOption } from '@/admin/components/use-dict';
import type { Job, JobForm } from '../../api/job';

// 添加任务 / 修改任务 (RuoYi views/monitor/job/index.vue dialog). The invoke target must name a
// handler registered on the server; anything else is refused there.

export const INVOKE_TARGET_HINT =
  '只允许调用已注册的任务处理器，例如：session.cleanExpired、sms.cleanExpired、log.cleanOld(90)';

export const emptyJob: JobForm = {
  jobName: '',
  jobGroup: 'DEFAULT',
  invokeTarget: '',
  cronExpression: '',
  misfirePolicy: '1',
  concurrent: '1',
  status: '0',
};

export function JobFormModal({
  open,
  job,
  groups,
  statuses,
  saving,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  /** The job to edit; null adds one. */
  job: Job | null;
  groups: readonly DictOption[];
  statuses: readonly DictOption[];
  saving: boolean;
  onSubmit: (values: JobForm) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<JobForm>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(job ? { ...emptyJob, ...job } : emptyJob);
  }, [open, job, form]);

  const submit = async () => {
    let values: JobForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    onSubmit({ ...values, ...(job ? { jobId: job.jobId } : {}) });
  };

  return (
    <Modal
      title={job ? '修改任务' : '添加任务'}
      open={open}
      width={820}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form form={form} labelCol={{ flex: '120px' }} initialValues={emptyJob}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="任务名称"
              name="jobName"
              rules={[{ required: true, whitespace: true, message: '任务名称不能为空' }]}
            >
              <Input placeholder="请输入任务名称" maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="任务分组" name="jobGroup">
              <Select
                placeholder="请选择"
                options={groups.map((d) => ({ label: d.label, value: d.value }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label={
                <Space size={4}>
                  调用目标字符串
                  <Tooltip title={INVOKE_TARGET_HINT}>
                    <QuestionCircleOutlined />
                  </Tooltip>
                </Space>
              }
              name="invokeTarget"
              extra={INVOKE_TARGET_HINT}
              rules={[{ required: true, whitespace: true, message: '调用目标字符串不能为空' }]}
            >
              <Input placeholder="请输入调用目标字符串" maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              label="cron表达式"
              name="cronExpression"
              rules={[{ required: true, whitespace: true, message: 'cron执行表达式不能为空' }]}
            >
              <Input placeholder="请输入cron执行表达式" maxLength={255} />
            </Form.Item>
          </Col>
          {job ? (
            <Col span={24}>
              <Form.Item label="状态" name="status">
                <Radio.Group options={statuses.map((d) => ({ label: d.label, value: d.value }))} />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={12}>
            <Form.Item label="执行策略" name="misfirePolicy">
              <Radio.Group optionType="button">
                <Radio.Button value="1">立即执行</Radio.Button>
                <Radio.Button value="2">执行一次</Radio.Button>
                <Radio.Button value="3">放弃执行</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="是否并发" name="concurrent">
              <Radio.Group optionType="button">
                <Radio.Button value="0">允许</Radio.Button>
                <Radio.Button value="1">禁止</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
