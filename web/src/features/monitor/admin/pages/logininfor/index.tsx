import { UnlockOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar, ExportButton } from '@/admin/components/crud-toolbar';
import { exportList } from '@/admin/components/export-list';
import tableStyles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import {
  LOGININFOR_EXPORT_URL,
  type Logininfor,
  type LogininforQuery,
  listLogininfor,
  logininforKeys,
  useCleanLogininfor,
  useDelLogininfor,
  useUnlockLogininfor,
} from '../../../api/logininfor';
import { confirmThen, parseTime } from '../../components/feedback';
import { sortable, toSortQuery } from '../../components/list-sort';
import { SearchForm } from '../../components/search-form';

// 登录日志 (RuoYi views/monitor/logininfor).

type Filters = Omit<LogininforQuery, 'pageNum' | 'pageSize' | 'params'>;

export default function LogininforPage() {
  const [form] = Form.useForm();
  const { sys_common_status } = useDict('sys_common_status');
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<Logininfor[]>([]);
  const table = useTableQuery<Filters, Logininfor>({
    queryKey: [...logininforKeys.all, 'list'],
    fetcher: listLogininfor,
  });
  const del = useDelLogininfor();
  const clean = useCleanLogininfor();
  const unlock = useUnlockLogininfor();
  const { query } = table;

  const ids = selected.map((r) => r.infoId);
  const afterChange = () => setSelected([]);

  const handleDelete = () =>
    void confirmThen(
      `是否确认删除访问编号为"${ids.join(',')}"的数据项?`,
      () => del.mutateAsync(ids),
      '删除成功',
    ).then((done) => done && afterChange());
  const handleClean = () =>
    void confirmThen('是否确认清空所有登录日志数据项?', () => clean.mutateAsync(), '清空成功').then(
      (done) => done && afterChange(),
    );
  const handleUnlock = () => {
    const userName = selected[0]?.userName ?? '';
    void confirmThen(
      `是否确认解锁用户"${userName}"数据项?`,
      () => unlock.mutateAsync(userName),
      `用户${userName}解锁成功`,
    );
  };
  const handleExport = () => exportList(LOGININFOR_EXPORT_URL, table.params, 'logininfor');

  const columns: TableColumnsType<Logininfor> = [
    { title: '访问编号', dataIndex: 'infoId', align: 'center' },
    {
      title: '用户名称',
      dataIndex: 'userName',
      align: 'center',
      ellipsis: true,
      ...sortable<Logininfor>(query, 'userName'),
    },
    { title: '地址', dataIndex: 'ipaddr', align: 'center', ellipsis: true },
    { title: '登录地点', dataIndex: 'loginLocation', align: 'center', ellipsis: true },
    { title: '操作系统', dataIndex: 'os', align: 'center', ellipsis: true },
    { title: '浏览器', dataIndex: 'browser', align: 'center', ellipsis: true },
    {
      title: '登录状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={sys_common_status} value={value} />,
    },
    { title: '描述', dataIndex: 'msg', align: 'center', ellipsis: true },
    {
      title: '访问时间',
      dataIndex: 'loginTime',
      align: 'center',
      width: 180,
      ...sortable<Logininfor>(query, 'loginTime'),
      render: (value: string) => parseTime(value),
    },
  ];

  const { pageNum: _pageNum, pageSize: _pageSize, ...currentFilters } = query;

  return (
    <div className={tableStyles.page}>
      <SearchForm<Filters>
        form={form}
        hidden={!showSearch}
        onSearch={(filters, range) => {
          afterChange();
          table.search(filters, range);
        }}
        onReset={() => {
          afterChange();
          table.reset();
        }}
      >
        <Form.Item label="登录地址" name="ipaddr">
          <Input placeholder="请输入登录地址" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="登录状态"
            allowClear
            style={{ width: 240 }}
            options={sys_common_status.map((d) => ({ label: d.label, value: d.value }))}
          />
        </Form.Item>
        <Form.Item label="登录时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="monitor:logininfor"
        selectedCount={ids.length}
        onRemove={handleDelete}
        onClean={handleClean}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <HasPermi value={['monitor:logininfor:unlock']}>
          <Button icon={<UnlockOutlined />} disabled={selected.length !== 1} onClick={handleUnlock}>
            解锁
          </Button>
        </HasPermi>
        <ExportButton perm="monitor:logininfor" onClick={handleExport} />
      </CrudToolbar>

      <Table<Logininfor>
        scroll={{ x: 'max-content' }}
        rowKey="infoId"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: ids,
          onChange: (_keys, rows) => setSelected(rows),
        }}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') table.search({ ...currentFilters, ...toSortQuery(sorter) });
        }}
      />
    </div>
  );
}
