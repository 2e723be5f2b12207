import { CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDict } from '@/admin/components/use-dict';
import { ListPage } from '@/admin/crud/list-page';
import { parseTime } from '@/lib/time';
import { jobQueryOptions } from '../../../api/job';
import { useLogList } from '@/admin/crud/resource-calls';
import { type JobLog, type JobLogQuery, jobLog } from '../../../api/job-log';
import { JobLogDetail } from '../../components/job-detail';

// 调度日志 (RuoYi views/monitor/job/log.vue) at /monitor/job-log/index[/:jobId]. With a job id
// (not 0) the list starts filtered on that job's name and group, as RuoYi does.

type Filters = Omit<JobLogQuery, 'pageNum' | 'pageSize' | 'params'>;

function JobLogList({ initial }: { initial: Filters }) {
  const navigate = useNavigate();
  const { sys_common_status, sys_job_group } = useDict('sys_common_status', 'sys_job_group');
  const [detail, setDetail] = useState<JobLog | null>(null);
  const log = useLogList(jobLog, { idNoun: '调度日志', logNoun: '调度日志', exportName: 'job_log' }, initial);

  return (
    <ListPage
      perm="monitor:job"
      rowKey="jobLogId"
      {...log}
      search={['jobName', 'jobGroup', 'status', { name: 'dateRange', label: '执行时间', range: true }]}
      columns={[
        { key: 'jobLogId', title: '日志编号', width: 80 },
        { key: 'jobName', title: '任务名称', ellipsis: true },
        { key: 'jobGroup', title: '任务组名', dict: sys_job_group },
        { key: 'invokeTarget', title: '调用目标字符串', ellipsis: true },
        { key: 'jobMessage', title: '日志信息', ellipsis: true },
        { key: 'status', title: '执行状态', dict: sys_common_status },
        { key: 'createTime', title: '执行时间', width: 180, render: parseTime },
      ]}
      buttons={[{ label: '关闭', icon: <CloseOutlined />, onClick: () => void navigate('/monitor/job') }]}
      rowActions={(row) => [
        { label: '详细', icon: <EyeOutlined />, perm: 'monitor:job:query', onClick: () => setDetail(row) },
      ]}
    >
      <JobLogDetail log={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}

export default function JobLogPage() {
  const { jobId } = useParams();
  const forJob = jobId !== undefined && jobId !== '' && jobId !== '0';
  const job = useQuery({ ...jobQueryOptions(jobId ?? '0'), enabled: forJob });
  if (!forJob) return <JobLogList key="all" initial={{}} />;
  if (job.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  const { jobName, jobGroup } = job.data ?? {};
  return <JobLogList key={jobId} initial={jobName === undefined ? {} : { jobName, jobGroup }} />;
}
