import { CaretRightOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Select, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList } from '@/admin/components/export-list';
import { RowEditButton, RowRemoveButton } from '@/admin/components/row-actions';
import tableStyles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import {
  JOB_EXPORT_URL,
  type Job,
  type JobForm,
  type JobQuery,
  jobKeys,
  jobQueryOptions,
  listJob,
  useChangeJobStatus,
  useDelJob,
  useRunJob,
  useSaveJob,
} from '../../../api/job';
import { confirmThen, msgSuccess } from '../../components/feedback';
import { JobDetail } from '../../components/job-detail';
import { JobFormModal } from '../../components/job-form';
import { SearchForm } from '../../components/search-form';

// 定时任务 (RuoYi views/monitor/job).

type Filters = Omit<JobQuery, 'pageNum' | 'pageSize' | 'params'>;

const jobLogPath = (jobId: number | string) => `/monitor/job-log/index/${jobId}`;

export default function JobPage() {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sys_job_group, sys_job_status } = useDict('sys_job_group', 'sys_job_status');
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editor, setEditor] = useState<{ open: boolean; job: Job | null }>({ open: false, job: null });
  const [viewing, setViewing] = useState<Job | null>(null);
  const table = useTableQuery<Filters, Job>({ queryKey: [...jobKeys.all, 'list'], fetcher: listJob });
  const save = useSaveJob();
  const del = useDelJob();
  const changeStatus = useChangeJobStatus();
  const run = useRunJob();

  const loadJob = (jobId: number) => queryClient.fetchQuery(jobQueryOptions(jobId));

  const handleAdd = () => setEditor({ open: true, job: null });
  const handleUpdate = (jobId: number) =>
    void loadJob(jobId)
      .then((job) => setEditor({ open: true, job }))
      .catch(() => undefined);
  const handleView = (jobId: number) =>
    void loadJob(jobId)
      .then(setViewing)
      .catch(() => undefined);
  const handleSubmit = (values: JobForm) =>
    save.mutate(values, {
      onSuccess: () => {
        msgSuccess(values.jobId === undefined ? '新增成功' : '修改成功');
        setEditor({ open: false, job: null });
      },
    });
  const handleDelete = (ids: number[]) =>
    void confirmThen(
      `是否确认删除定时任务编号为"${ids.join(',')}"的数据项?`,
      () => del.mutateAsync(ids),
      '删除成功',
    ).then((done) => done && setSelected([]));
  const handleStatusChange = (row: Job, checked: boolean) => {
    const status = checked ? '0' : '1';
    const text = checked ? '启用' : '停用';
    void confirmThen(
      `确认要"${text}""${row.jobName}"任务吗?`,
      () => changeStatus.mutateAsync({ jobId: row.jobId, status }),
      `${text}成功`,
    );
  };
  const handleRun = (row: Job) =>
    void confirmThen(
      `确认要立即执行一次"${row.jobName}"任务吗?`,
      () => run.mutateAsync({ jobId: row.jobId, jobGroup: row.jobGroup }),
      '执行成功',
    );
  const handleExport = () => exportList(JOB_EXPORT_URL, table.params, 'job');

  const columns: TableColumnsType<Job> = [
    { title: '任务编号', dataIndex: 'jobId', width: 100, align: 'center' },
    {
      title: '任务名称',
      dataIndex: 'jobName',
      align: 'center',
      ellipsis: true,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => handleView(row.jobId)}>
          {name}
        </Button>
      ),
    },
    {
      title: '任务组名',
      dataIndex: 'jobGroup',
      align: 'center',
      render: (value: string) => <DictTag options={sys_job_group} value={value} />,
    },
    { title: '调用目标字符串', dataIndex: 'invokeTarget', align: 'center', ellipsis: true },
    { title: 'cron执行表达式', dataIndex: 'cronExpression', align: 'center', ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (status: string, row) => (
        <Switch
          checked={status === '0'}
          aria-label={`${row.jobName}状态`}
          onChange={(checked) => handleStatusChange(row, checked)}
        />
      ),
    },
    {
      title: '操作',
      key: 'action',
      align: 'center',
      width: 320,
      render: (_v, row) => (
        <>
          <RowEditButton perm="monitor:job" onClick={() => handleUpdate(row.jobId)} />
          <RowRemoveButton perm="monitor:job" onClick={() => handleDelete([row.jobId])} />
          <HasPermi value={['monitor:job:changeStatus']}>
            <Button type="link" size="small" icon={<CaretRightOutlined />} onClick={() => handleRun(row)}>
              执行一次
            </Button>
          </HasPermi>
          <HasPermi value={['monitor:job:query']}>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => handleView(row.jobId)}>
              任务详细
            </Button>
            <Button
              type="link"
              size="small"
              icon={<UnorderedListOutlined />}
              onClick={() => void navigate(jobLogPath(row.jobId))}
            >
              调度日志
            </Button>
          </HasPermi>
        </>
      ),
    },
  ];

  const statusOptions = sys_job_status.map((d) => ({ label: d.label, value: d.value }));
  const groupOptions = sys_job_group.map((d) => ({ label: d.label, value: d.value }));

  return (
    <div className={tableStyles.page}>
      <SearchForm<Filters>
        form={form}
        hidden={!showSearch}
        onSearch={(filters) => {
          setSelected([]);
          table.search(filters);
        }}
        onReset={() => {
          setSelected([]);
          table.reset();
        }}
      >
        <Form.Item label="任务名称" name="jobName">
          <Input placeholder="请输入任务名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="任务组名" name="jobGroup">
          <Select placeholder="请选择任务组名" allowClear style={{ width: 200 }} options={groupOptions} />
        </Form.Item>
        <Form.Item label="任务状态" name="status">
          <Select placeholder="请选择任务状态" allowClear style={{ width: 200 }} options={statusOptions} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="monitor:job"
        selectedCount={selected.length}
        onAdd={handleAdd}
        onEdit={() => handleUpdate(selected[0])}
        onRemove={() => handleDelete(selected)}
        onExport={handleExport}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <HasPermi value={['monitor:job:query']}>
          <Button icon={<UnorderedListOutlined />} onClick={() => void navigate(jobLogPath(0))}>
            日志
          </Button>
        </HasPermi>
      </CrudToolbar>

      <Table<Job>
        scroll={{ x: 'max-content' }}
        rowKey="jobId"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      />

      <JobFormModal
        open={editor.open}
        job={editor.job}
        groups={sys_job_group}
        statuses={sys_job_status}
        saving={save.isPending}
        onSubmit={handleSubmit}
        onCancel={() => setEditor({ open: false, job: null })}
      />
      <JobDetail job={viewing} groups={sys_job_group} onClose={() => setViewing(null)} />
    </div>
  );
}
