import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { HasPermi } from '@/admin/access';
import tableStyles from '@/admin/components/table-page.module.css';
import {
  type OnlineQuery,
  onlineListQueryOptions,
  type UserOnline,
  useForceLogout,
} from '../../../api/online';
import { confirmThen, parseTime } from '../../components/feedback';
import { SearchForm } from '../../components/search-form';

// 在线用户 (RuoYi views/monitor/online): every session at once, paged here; 强退 ends one.

const PAGE_SIZE = 10;

export default function OnlineUserPage() {
  const [form] = Form.useForm<OnlineQuery>();
  const [query, setQuery] = useState<OnlineQuery>({});
  const [page, setPage] = useState({ current: 1, pageSize: PAGE_SIZE });
  const { data, isFetching } = useQuery(onlineListQueryOptions(query));
  const forceLogout = useForceLogout();
  const rows = data?.rows ?? [];

  const search = (filters: OnlineQuery) => {
    setQuery(filters);
    setPage((p) => ({ ...p, current: 1 }));
  };

  const handleForceLogout = (row: UserOnline) =>
    void confirmThen(
      `是否确认强退名称为"${row.userName}"的用户？`,
      () => forceLogout.mutateAsync(row.tokenId),
      '删除成功',
    );

  const columns: TableColumnsType<UserOnline> = [
    {
      title: '序号',
      key: 'index',
      width: 60,
      align: 'center',
      render: (_v, _row, index) => (page.current - 1) * page.pageSize + index + 1,
    },
    { title: '会话编号', dataIndex: 'tokenId', align: 'center', ellipsis: true },
    { title: '登录名称', dataIndex: 'userName', align: 'center', ellipsis: true },
    { title: '主机', dataIndex: 'ipaddr', align: 'center', ellipsis: true },
    { title: '登录地点', dataIndex: 'loginLocation', align: 'center', ellipsis: true },
    { title: '浏览器', dataIndex: 'browser', align: 'center', ellipsis: true },
    { title: '操作系统', dataIndex: 'os', align: 'center', ellipsis: true },
    {
      title: '登录时间',
      dataIndex: 'loginTime',
      align: 'center',
      width: 180,
      render: (value: UserOnline['loginTime']) => parseTime(value),
    },
    {
      title: '操作',
      key: 'action',
      align: 'center',
      render: (_v, row) => (
        <HasPermi value={['monitor:online:forceLogout']}>
          <Button type="link" size="small" icon={<DeleteOutlined />} onClick={() => handleForceLogout(row)}>
            强退
          </Button>
        </HasPermi>
      ),
    },
  ];

  return (
    <div className={tableStyles.page}>
      <SearchForm<OnlineQuery> form={form} onSearch={search} onReset={() => search({})}>
        <Form.Item label="登录地址" name="ipaddr">
          <Input placeholder="请输入登录地址" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} />
        </Form.Item>
      </SearchForm>
      <Table<UserOnline>
        scroll={{ x: 'max-content' }}
        rowKey="tokenId"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: rows.length,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          hideOnSinglePage: false,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
      />
    </div>
  );
}
