import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { JobBody } from '@server/modules/monitor/job.schema';
import { CronInput } from '@/admin/components/cron-builder/cron-input';
import type { DictOption } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { getJob, type Job, type JobForm, useSaveJob } from '../../api/job';

// 添加任务 / 修改任务 (RuoYi views/monitor/job/index.vue dialog). The invoke target must name a
// handler registered on the server; anything else is refused there.

const INVOKE_TARGET_HINT =
  '只允许调用已注册的任务处理器，例如：session.cleanExpired、sms.cleanExpired、log.cleanOld(90)';

const fields = schemaForm(JobBody);

export function useJobForm() {
  const save = useSaveJob();
  return useEditForm<JobForm, Job>({
    noun: '任务',
    idKey: 'jobId',
    // One mutation adds (no jobId) or updates (jobId).
    add: save,
    update: save,
    defaults: { jobGroup: 'DEFAULT', misfirePolicy: '1', concurrent: '1', status: '0' },
    load: getJob,
    toValues: (job) => job,
    schema: JobBody,
  });
}

export function JobFormModal({
  edit,
  groups,
  statuses,
}: {
  edit: ReturnType<typeof useJobForm>;
  groups: readonly DictOption[];
  statuses: readonly DictOption[];
}) {
  return (
    <FormModal {...edit.modal} width={820} labelWidth="120px">
      <Row gutter={16}>
        <Col span={12}>{fields.input('jobName', '任务名称')}</Col>
        <Col span={12}>
          <Form.Item label="任务分组" name="jobGroup">
            <Select placeholder="请选择" options={groups as DictOption[]} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            {...fields.item('invokeTarget', '调用目标字符串', { tooltip: INVOKE_TARGET_HINT })}
            extra={INVOKE_TARGET_HINT}
          >
            <Input placeholder="请输入调用目标字符串" maxLength={fields.max('invokeTarget')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...fields.item('cronExpression', 'cron表达式', { messageLabel: 'cron执行表达式' })}>
            <CronInput placeholder="请输入cron执行表达式" maxLength={fields.max('cronExpression')} />
          </Form.Item>
        </Col>
        {edit.id !== undefined ? <Col span={24}>{fields.radios('status', '状态', statuses)}</Col> : null}
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
    </FormModal>
  );
}
