import { Descriptions, Tag, Typography } from 'antd';
import { DetailModal } from '@/admin/crud/detail-modal';
import { DictTag } from '@/admin/components/dict-tag';
import { useDict } from '@/admin/components/use-dict';
import type { Job } from '../../api/job';
import type { JobLog } from '../../api/job-log';
import { parseTime } from '@/lib/time';

// 任务详细 / 调度日志详细 (RuoYi views/monitor/job/detail.vue).

const misfire: Record<string, [string, string]> = {
  '0': ['默认策略', 'default'],
  '1': ['立即执行', 'warning'],
  '2': ['执行一次', 'processing'],
  '3': ['放弃执行', 'error'],
};

const pre = (text: string | null | undefined) => (
  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text || '（无）'}</pre>
);

export function JobDetail({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const { sys_job_group } = useDict('sys_job_group');
  const policy = job ? misfire[job.misfirePolicy] : undefined;
  return (
    <DetailModal title="任务详细" row={job} onClose={onClose}>
      {(job) => (
        <>
          <Descriptions.Item label="任务编号">{job.jobId}</Descriptions.Item>
          <Descriptions.Item label="任务名称">{job.jobName}</Descriptions.Item>
          <Descriptions.Item label="任务分组">
            <DictTag options={sys_job_group} value={job.jobGroup} />
          </Descriptions.Item>
          <Descriptions.Item label="执行状态">
            {job.status === '0' ? <Tag color="success">正常</Tag> : <Tag>暂停</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="cron 表达式">
            <Typography.Text code>{job.cronExpression}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="下次执行时间">{parseTime(job.nextValidTime)}</Descriptions.Item>
          <Descriptions.Item label="执行策略">
            {policy ? <Tag color={policy[1]}>{policy[0]}</Tag> : job.misfirePolicy}
          </Descriptions.Item>
          <Descriptions.Item label="并发执行">
            {job.concurrent === '0' ? <Tag color="success">允许</Tag> : <Tag color="error">禁止</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="调用目标字符串" span={2}>
            {pre(job.invokeTarget)}
          </Descriptions.Item>
          <Descriptions.Item label="创建人">{job.createBy || '-'}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{job.createTime || '-'}</Descriptions.Item>
          <Descriptions.Item label="更新人">{job.updateBy || '-'}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{job.updateTime || '-'}</Descriptions.Item>
          {job.remark ? (
            <Descriptions.Item label="备注" span={2}>
              {job.remark}
            </Descriptions.Item>
          ) : null}
        </>
      )}
    </DetailModal>
  );
}

export function JobLogDetail({ log, onClose }: { log: JobLog | null; onClose: () => void }) {
  const { sys_job_group } = useDict('sys_job_group');
  return (
    <DetailModal title="调度日志详细" row={log} onClose={onClose}>
      {(log) => (
        <>
          <Descriptions.Item label="日志编号">{log.jobLogId}</Descriptions.Item>
          <Descriptions.Item label="执行时间">{parseTime(log.createTime)}</Descriptions.Item>
          <Descriptions.Item label="任务名称">{log.jobName}</Descriptions.Item>
          <Descriptions.Item label="任务分组">
            <DictTag options={sys_job_group} value={log.jobGroup} />
          </Descriptions.Item>
          <Descriptions.Item label="执行状态">
            {log.status === '0' ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="日志信息">{log.jobMessage}</Descriptions.Item>
          <Descriptions.Item label="调用目标字符串" span={2}>
            {pre(log.invokeTarget)}
          </Descriptions.Item>
          {log.status === '1' ? (
            <Descriptions.Item label="异常信息" span={2}>
              <Typography.Text type="danger">{pre(log.exceptionInfo)}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </>
      )}
    </DetailModal>
  );
}
