import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { ToolbarRow } from '@/admin/components/crud-toolbar';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import {
  allocatedUserList,
  authUserKey,
  unallocatedUserList,
  useAuthUserCancel,
  useAuthUserCancelAll,
  useAuthUserSelectAll,
} from '../../../api/role';
import type { SysUser } from '../../../api/user';
import { confirmAction, formatTime, msgError, msgSuccess, quietly, SearchForm } from '../../shared';

// 分配用户 (RuoYi-Vue3 src/views/system/role/authUser.vue + selectUser.vue).

interface UserFilters {
  userName?: string;
  phonenumber?: string;
}

function userColumns(statusOptions: ReturnType<typeof useDict<'sys_normal_disable'>>['sys_normal_disable']) {
  const columns: TableColumnsType<SysUser> = [
    { key: 'userName', title: '用户名称', dataIndex: 'userName', align: 'center', ellipsis: true },
    { key: 'nickName', title: '用户昵称', dataIndex: 'nickName', align: 'center', ellipsis: true },
    { key: 'email', title: '邮箱', dataIndex: 'email', align: 'center', ellipsis: true },
    { key: 'phonenumber', title: '手机', dataIndex: 'phonenumber', align: 'center' },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={statusOptions} value={value} />,
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: formatTime,
    },
  ];
  return columns;
}

/** 选择用户: the users without the role; 确定 grants it to the checked ones. */
function SelectUserModal({ roleId, open, onClose }: { roleId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UserFilters>();
  const [selected, setSelected] = useState<number[]>([]);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({
    queryKey: [...authUserKey, 'unallocated', roleId],
    fetcher: (params) => unallocatedUserList({ ...params, roleId }),
    enabled: open,
    initial: {} as UserFilters,
  });
  const selectAll = useAuthUserSelectAll();
  const submit = async () => {
    if (selected.length === 0) {
      msgError('请选择要分配的用户');
      return;
    }
    const done = await quietly(() => selectAll.mutateAsync({ roleId, userIds: selected }));
    if (done === undefined) return;
    msgSuccess('操作成功');
    setSelected([]);
    onClose();
  };
  return (
    <Modal
      title="选择用户"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={selectAll.isPending}
      width={800}
    >
      <SearchForm form={form} onSearch={(values) => table.search(values)} onReset={table.reset}>
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="手机号码" name="phonenumber">
          <Input placeholder="请输入手机号码" allowClear style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <Table<SysUser>
        rowKey="userId"
        size="small"
        loading={table.loading}
        columns={userColumns(dict.sys_normal_disable)}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ y: 260 }}
      />
    </Modal>
  );
}

export default function AuthUserPage() {
  const navigate = useNavigate();
  const roleId = Number(useParams().roleId);
  const [searchForm] = Form.useForm<UserFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({
    queryKey: [...authUserKey, 'allocated', roleId],
    fetcher: (params) => allocatedUserList({ ...params, roleId }),
    initial: {} as UserFilters,
  });
  const cancel = useAuthUserCancel();
  const cancelAll = useAuthUserCancelAll();

  const cancelOne = async (u: SysUser) => {
    if (!(await confirmAction(`确认要取消该用户"${u.userName}"角色吗？`))) return;
    if ((await quietly(() => cancel.mutateAsync({ userId: u.userId, roleId }))) === undefined) return;
    msgSuccess('取消授权成功');
  };
  const cancelSelected = async () => {
    if (!(await confirmAction('是否取消选中用户授权数据项？'))) return;
    if ((await quietly(() => cancelAll.mutateAsync({ roleId, userIds: selected }))) === undefined) return;
    setSelected([]);
    msgSuccess('取消授权成功');
  };

  const columns: TableColumnsType<SysUser> = [
    ...userColumns(dict.sys_normal_disable),
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      render: (_, u) => (
        <HasPermi value={['system:role:remove']}>
          <Button type="link" size="small" icon={<CloseCircleOutlined />} onClick={() => void cancelOne(u)}>
            取消授权
          </Button>
        </HasPermi>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={(values) => table.search(values)}
        onReset={table.reset}
      >
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="手机号码" name="phonenumber">
          <Input placeholder="请输入手机号码" allowClear style={{ width: 200 }} />
        </Form.Item>
      </SearchForm>

      <ToolbarRow
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <HasPermi value={['system:role:add']}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加用户
          </Button>
        </HasPermi>
        <HasPermi value={['system:role:remove']}>
          <Button
            danger
            icon={<CloseCircleOutlined />}
            disabled={selected.length === 0}
            onClick={() => void cancelSelected()}
          >
            批量取消授权
          </Button>
        </HasPermi>
        <Button icon={<CloseOutlined />} onClick={() => void navigate('/system/role')}>
          关闭
        </Button>
      </ToolbarRow>

      <Table<SysUser>
        rowKey="userId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />

      <SelectUserModal roleId={roleId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
