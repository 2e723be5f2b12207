import { EyeOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList } from '@/admin/components/export-list';
import tableStyles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import {
  listOperlog,
  OPERLOG_EXPORT_URL,
  type OperLog,
  type OperLogQuery,
  operlogKeys,
  useCleanOperlog,
  useDelOperlog,
} from '../../../api/operlog';
import { confirmThen, parseTime } from '../../components/feedback';
import { sortable, toSortQuery } from '../../components/list-sort';
import { OperlogDetail } from '../../components/operlog-detail';
import { SearchForm } from '../../components/search-form';

// 操作日志 (RuoYi views/monitor/operlog).

type Filters = Omit<OperLogQuery, 'pageNum' | 'pageSize' | 'params'>;

export default function OperlogPage() {
  const [form] = Form.useForm();
  const { sys_oper_type, sys_common_status } = useDict('sys_oper_type', 'sys_common_status');
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<OperLog | null>(null);
  const table = useTableQuery<Filters, OperLog>({
    queryKey: [...operlogKeys.all, 'list'],
    fetcher: listOperlog,
  });
  const del = useDelOperlog();
  const clean = useCleanOperlog();
  const { query } = table;

  const handleDelete = () =>
    void confirmThen(
      `是否确认删除日志编号为"${selected.join(',')}"的数据项?`,
      () => del.mutateAsync(selected),
      '删除成功',
    ).then((done) => done && setSelected([]));
  const handleClean = () =>
    void confirmThen('是否确认清空所有操作日志数据项?', () => clean.mutateAsync(), '清空成功').then(
      (done) => done && setSelected([]),
    );
  const handleExport = () => exportList(OPERLOG_EXPORT_URL, table.params, 'operlog');

  const columns: TableColumnsType<OperLog> = [
    { title: '日志编号', dataIndex: 'operId', align: 'center' },
    { title: '系统模块', dataIndex: 'title', align: 'center', ellipsis: true },
    {
      title: '操作类型',
      dataIndex: 'businessType',
      align: 'center',
      render: (value: number) => <DictTag options={sys_oper_type} value={value} />,
    },
    {
      title: '操作人员',
      dataIndex: 'operName',
      align: 'center',
      width: 110,
      ellipsis: true,
      ...sortable<OperLog>(query, 'operName'),
    },
    { title: '操作地址', dataIndex: 'operIp', align: 'center', width: 130, ellipsis: true },
    {
      title: '操作状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: number) => <DictTag options={sys_common_status} value={value} />,
    },
    {
      title: '操作日期',
      dataIndex: 'operTime',
      align: 'center',
      width: 180,
      ...sortable<OperLog>(query, 'operTime'),
      render: (value: string) => parseTime(value),
    },
    {
      title: '消耗时间',
      dataIndex: 'costTime',
      align: 'center',
      width: 110,
      ...sortable<OperLog>(query, 'costTime'),
      render: (value: number) => `${value}毫秒`,
    },
    {
      title: '操作',
      key: 'action',
      align: 'center',
      render: (_v, row) => (
        <HasPermi value={['monitor:operlog:query']}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            详细
          </Button>
        </HasPermi>
      ),
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...currentFilters } = query;
  const typeOptions = (options: typeof sys_oper_type) =>
    options.map((d) => ({ label: d.label, value: d.value }));

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
          table.reset();
        }}
      >
        <Form.Item label="操作地址" name="operIp">
          <Input placeholder="请输入操作地址" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="系统模块" name="title">
          <Input placeholder="请输入系统模块" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="操作人员" name="operName">
          <Input placeholder="请输入操作人员" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="类型" name="businessType">
          <Select
            placeholder="操作类型"
            allowClear
            style={{ width: 240 }}
            options={typeOptions(sys_oper_type)}
          />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="操作状态"
            allowClear
            style={{ width: 240 }}
            options={typeOptions(sys_common_status)}
          />
        </Form.Item>
        <Form.Item label="操作时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="monitor:operlog"
        selectedCount={selected.length}
        onRemove={handleDelete}
        onClean={handleClean}
        onExport={handleExport}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      />

      <Table<OperLog>
        scroll={{ x: 'max-content' }}
        rowKey="operId"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') table.search({ ...currentFilters, ...toSortQuery(sorter) });
        }}
      />

      <OperlogDetail row={detail} operTypes={sys_oper_type} onClose={() => setDetail(null)} />
    </div>
  );
}
