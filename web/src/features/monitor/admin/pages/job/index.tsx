import { CaretRightOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmThen } from '@/admin/components/feedback';
import { useDict } from '@/admin/components/use-dict';
import { ListPage } from '@/admin/crud/list-page';
import { statusColumn } from '@/admin/crud/status-switch';
import {
  JOB_EXPORT_URL,
  type Job,
  jobKeys,
  jobQueryOptions,
  listJob,
  useChangeJobStatus,
  useDelJob,
  useRunJob,
} from '../../../api/job';
import { JobDetail } from '../../components/job-detail';
import { JobFormModal, useJobForm } from '../../components/job-form';

// 定时任务 (RuoYi views/monitor/job).

const jobLogPath = (jobId: number) => `/monitor/job-log/index/${jobId}`;

export default function JobPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sys_job_group, sys_job_status } = useDict('sys_job_group', 'sys_job_status');
  const [viewing, setViewing] = useState<Job | null>(null);
  const edit = useJobForm();
  const del = useDelJob();
  const changeStatus = useChangeJobStatus();
  const run = useRunJob();

  const view = (jobId: number) =>
    void queryClient
      .fetchQuery(jobQueryOptions(jobId))
      .then(setViewing)
      .catch(() => undefined);

  return (
    <ListPage
      perm="monitor:job"
      rowKey="jobId"
      source={{ queryKey: [...jobKeys.all, 'list'], fetchPage: listJob }}
      search={['jobName', 'jobGroup', { name: 'status', label: '任务状态', options: sys_job_status }]}
      columns={[
        { key: 'jobId', title: '任务编号', width: 100 },
        {
          key: 'jobName',
          title: '任务名称',
          ellipsis: true,
          render: (name: string, row) => (
            <Button type="link" size="small" onClick={() => view(row.jobId)}>
              {name}
            </Button>
          ),
        },
        { key: 'jobGroup', title: '任务组名', dict: sys_job_group },
        { key: 'invokeTarget', title: '调用目标字符串', ellipsis: true },
        { key: 'cronExpression', title: 'cron执行表达式', ellipsis: true },
        statusColumn(
          (row: Job) => `"${row.jobName}"任务`,
          (row, status) => changeStatus.mutateAsync({ jobId: row.jobId, status }),
        ),
      ]}
      form={edit}
      remove={{ confirm: (ids) => `是否确认删除定时任务编号为"${ids}"的数据项?`, run: del.mutateAsync }}
      exportTo={{ url: JOB_EXPORT_URL, name: 'job' }}
      buttons={[
        {
          label: '日志',
          icon: <UnorderedListOutlined />,
          perm: 'monitor:job:query',
          onClick: () => void navigate(jobLogPath(0)),
        },
      ]}
      rowActions={(row) => [
        'edit',
        'remove',
        {
          label: '执行一次',
          icon: <CaretRightOutlined />,
          perm: 'monitor:job:changeStatus',
          onClick: () =>
            void confirmThen(
              `确认要立即执行一次"${row.jobName}"任务吗?`,
              () => run.mutateAsync({ jobId: row.jobId, jobGroup: row.jobGroup }),
              '执行成功',
            ),
        },
        {
          label: '任务详细',
          icon: <EyeOutlined />,
          perm: 'monitor:job:query',
          onClick: () => view(row.jobId),
        },
        {
          label: '调度日志',
          icon: <UnorderedListOutlined />,
          perm: 'monitor:job:query',
          onClick: () => void navigate(jobLogPath(row.jobId)),
        },
      ]}
      actionsWidth={320}
    >
      <JobFormModal edit={edit} groups={sys_job_group} statuses={sys_job_status} />
      <JobDetail job={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
