import { CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Spin, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList } from '@/admin/components/export-list';
import tableStyles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import { jobQueryOptions } from '../../../api/job';
import {
  JOB_LOG_EXPORT_URL,
  type JobLog,
  type JobLogQuery,
  jobLogKeys,
  listJobLog,
  useCleanJobLog,
  useDelJobLog,
} from '../../../api/job-log';
import { confirmThen, parseTime } from '../../components/feedback';
import { JobLogDetail } from '../../components/job-detail';
import { SearchForm } from '../../components/search-form';

// 调度日志 (RuoYi views/monitor/job/log.vue) at /monitor/job-log/index[/:jobId]. With a job id
// (not 0) the list starts filtered on that job's name and group, as RuoYi does.

type Filters = Omit<JobLogQuery, 'pageNum' | 'pageSize' | 'params'>;

const JOBS_PATH = '/monitor/job';

function JobLogList({ initial }: { initial: Filters }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const { sys_common_status, sys_job_group } = useDict('sys_common_status', 'sys_job_group');
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<JobLog | null>(null);
  const table = useTableQuery<Filters, JobLog>({
    queryKey: [...jobLogKeys.all, 'list'],
    fetcher: listJobLog,
    initial,
  });
  const del = useDelJobLog();
  const clean = useCleanJobLog();

  useEffect(() => {
    form.setFieldsValue(initial);
  }, [form, initial]);

  const handleDelete = () =>
    void confirmThen(
      `是否确认删除调度日志编号为"${selected.join(',')}"的数据项?`,
      () => del.mutateAsync(selected),
      '删除成功',
    ).then((done) => done && setSelected([]));
  const handleClean = () =>
    void confirmThen('是否确认清空所有调度日志数据项?', () => clean.mutateAsync(), '清空成功').then(
      (done) => done && setSelected([]),
    );
  const handleExport = () => exportList(JOB_LOG_EXPORT_URL, table.params, 'job_log');

  const columns: TableColumnsType<JobLog> = [
    { title: '日志编号', dataIndex: 'jobLogId', width: 80, align: 'center' },
    { title: '任务名称', dataIndex: 'jobName', align: 'center', ellipsis: true },
    {
      title: '任务组名',
      dataIndex: 'jobGroup',
      align: 'center',
      render: (value: string) => <DictTag options={sys_job_group} value={value} />,
    },
    { title: '调用目标字符串', dataIndex: 'invokeTarget', align: 'center', ellipsis: true },
    { title: '日志信息', dataIndex: 'jobMessage', align: 'center', ellipsis: true },
    {
      title: '执行状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={sys_common_status} value={value} />,
    },
    {
      title: '执行时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: (value: string) => parseTime(value),
    },
    {
      title: '操作',
      key: 'action',
      align: 'center',
      render: (_v, row) => (
        <HasPermi value={['monitor:job:query']}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            详细
          </Button>
        </HasPermi>
      ),
    },
  ];

  return (
    <div className={tableStyles.page}>
      <SearchForm<Filters>
        form={form}
        hidden={!showSearch}
        onSearch={(filters, range) => {
          setSelected([]);
          table.search(filters, range);
        }}
        onReset={() => {
          setSelected([]);
          // Clears the job's own filters too (they are the list's initial ones).
          table.search({ jobName: undefined, jobGroup: undefined }, null);
        }}
      >
        <Form.Item label="任务名称" name="jobName">
          <Input placeholder="请输入任务名称" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="任务组名" name="jobGroup">
          <Select
            placeholder="请选择任务组名"
            allowClear
            style={{ width: 240 }}
            options={sys_job_group.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item label="执行状态" name="status">
          <Select
            placeholder="请选择执行状态"
            allowClear
            style={{ width: 240 }}
            options={sys_common_status.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item label="执行时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="monitor:job"
        selectedCount={selected.length}
        onRemove={handleDelete}
        onClean={handleClean}
        onExport={handleExport}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <Button icon={<CloseOutlined />} onClick={() => void navigate(JOBS_PATH)}>
          关闭
        </Button>
      </CrudToolbar>

      <Table<JobLog>
        scroll={{ x: 'max-content' }}
        rowKey="jobLogId"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />

      <JobLogDetail log={detail} groups={sys_job_group} onClose={() => setDetail(null)} />
    </div>
  );
}

const NO_FILTERS: Filters = {};

export default function JobLogPage() {
  const { jobId } = useParams();
  const forJob = jobId !== undefined && jobId !== '' && jobId !== '0';
  const job = useQuery({ ...jobQueryOptions(jobId ?? '0'), enabled: forJob });
  const { jobName, jobGroup } = job.data ?? {};
  const initial = useMemo<Filters>(
    () => (jobName === undefined ? NO_FILTERS : { jobName, jobGroup }),
    [jobName, jobGroup],
  );
  if (!forJob) return <JobLogList key="all" initial={NO_FILTERS} />;
  if (job.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <JobLogList key={jobId} initial={initial} />;
}
