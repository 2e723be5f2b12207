import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Modal, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HasPermi } from '@/admin/access';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import { useColumnVisibility } from '@/admin/components/right-toolbar';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { type DateRange, useTableQuery } from '@/admin/components/use-table-query';
import {
  getUser,
  listUser,
  type SysUser,
  useAddUser,
  useChangeUserStatus,
  useDelUser,
  userExportPath,
  userListKey,
  useResetUserPwd,
  useUpdateUser,
} from '../../../api/user';
import { formatTime, msgSuccess, quietly, SearchForm, StatusSwitch } from '../../shared';

// 用户管理 (RuoYi-Vue3 src/views/system/user/index.vue, without departments and posts).

interface UserFilters {
  userName?: string;
  phonenumber?: string;
  status?: string;
  dateRange?: DateRange;
}

interface UserForm {
  userId?: number;
  userName?: string;
  nickName: string;
  password?: string;
  phonenumber?: string;
  email?: string;
  sex?: string;
  status?: string;
  roleIds?: number[];
  remark?: string | null;
}

export const PASSWORD_RULES = [
  { required: true, message: '用户密码不能为空' },
  { min: 5, max: 20, message: '用户密码长度必须介于 5 和 20 之间' },
  { pattern: /^[^<>"'|\\]+$/, message: '不能包含非法字符：< > " \' \\ |' },
];

function UserFormModal({ userId, open, onClose }: { userId?: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<UserForm>();
  const dict = useDict('sys_normal_disable', 'sys_user_sex');
  const detail = useQuery({
    queryKey: ['system', 'user', 'detail', String(userId ?? 'new')],
    queryFn: () => getUser(userId),
    enabled: open,
    staleTime: 0,
  });
  const add = useAddUser();
  const update = useUpdateUser();
  useEffect(() => {
    if (!open || !detail.data) return;
    const user = detail.data.data;
    form.resetFields();
    form.setFieldsValue(
      user ? { ...user, roleIds: detail.data.roleIds ?? [] } : { status: '0', roleIds: [] },
    );
  }, [open, detail.data, form]);
  const roles = (detail.data?.roles ?? []).map((r) => ({
    label: r.roleName,
    value: r.roleId,
    disabled: r.status === '1',
  }));
  const submit = async (values: UserForm) => {
    const done = userId
      ? await quietly(() => update.mutateAsync({ ...values, userId } as never))
      : await quietly(() => add.mutateAsync(values as never));
    if (done === undefined) return;
    msgSuccess(userId ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={userId ? '修改用户' : '添加用户'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
      width={600}
    >
      <Form.Item label="用户昵称" name="nickName" rules={[{ required: true, message: '用户昵称不能为空' }]}>
        <Input placeholder="请输入用户昵称" maxLength={30} />
      </Form.Item>
      <Form.Item
        label="手机号码"
        name="phonenumber"
        rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' }]}
      >
        <Input placeholder="请输入手机号码" maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}>
        <Input placeholder="请输入邮箱" maxLength={50} />
      </Form.Item>
      {userId ? null : (
        <>
          <Form.Item
            label="用户名称"
            name="userName"
            rules={[
              { required: true, message: '用户名称不能为空' },
              { min: 2, max: 20, message: '用户名称长度必须介于 2 和 20 之间' },
            ]}
          >
            <Input placeholder="请输入用户名称" maxLength={30} />
          </Form.Item>
          <Form.Item label="用户密码" name="password" rules={PASSWORD_RULES}>
            <Input.Password placeholder="请输入用户密码" maxLength={20} />
          </Form.Item>
        </>
      )}
      <Form.Item label="用户性别" name="sex">
        <Select placeholder="请选择" options={dict.sys_user_sex} allowClear />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item label="角色" name="roleIds">
        <Select mode="multiple" placeholder="请选择角色" options={roles} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" />
      </Form.Item>
    </FormModal>
  );
}

function ResetPwdModal({ user, onClose }: { user: SysUser | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetUserPwd();
  const submit = async ({ password }: { password: string }) => {
    if (!user) return;
    const done = await quietly(() => reset.mutateAsync({ userId: user.userId, password }));
    if (done === undefined) return;
    msgSuccess(`修改成功，新密码是：${password}`);
    onClose();
  };
  return (
    <Modal
      title="提示"
      open={user !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确定"
      cancelText="取消"
      confirmLoading={reset.isPending}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} name="reset-pwd" layout="vertical" onFinish={submit} aria-label="重置密码">
        <Form.Item
          label={`请输入"${user?.userName ?? ''}"的新密码`}
          name="password"
          rules={PASSWORD_RULES.slice(1).concat({
            required: true,
            message: '用户密码长度必须介于 5 和 20 之间',
          })}
        >
          <Input.Password />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function UserPage() {
  const navigate = useNavigate();
  const [searchForm] = Form.useForm<UserFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ userId?: number } | null>(null);
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({ queryKey: userListKey, fetcher: listUser });
  const del = useDelUser();
  const changeStatus = useChangeUserStatus();
  const columnsVisibility = useColumnVisibility();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除用户编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );

  const isAdmin = (u: SysUser) => u.userId === 1;

  const columns: TableColumnsType<SysUser> = [
    { key: 'userId', title: '用户编号', dataIndex: 'userId', align: 'center' },
    { key: 'userName', title: '用户名称', dataIndex: 'userName', align: 'center', ellipsis: true },
    { key: 'nickName', title: '用户昵称', dataIndex: 'nickName', align: 'center', ellipsis: true },
    { key: 'phonenumber', title: '手机号码', dataIndex: 'phonenumber', align: 'center', width: 120 },
    {
      key: 'status',
      title: '状态',
      align: 'center',
      render: (_, u) => (
        <StatusSwitch
          status={u.status}
          subject={`"${u.userName}"用户`}
          disabled={isAdmin(u)}
          onChange={(status) => changeStatus.mutateAsync({ userId: u.userId, status })}
        />
      ),
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 160,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      width: 280,
      render: (_, u) =>
        isAdmin(u) ? null : (
          <RowActions
            perm="system:user"
            wrap
            onEdit={() => setEditing({ userId: u.userId })}
            onRemove={() => void handleDelete([u.userId])}
          >
            <HasPermi value={['system:user:resetPwd']}>
              <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(u)}>
                重置密码
              </Button>
            </HasPermi>
            <HasPermi value={['system:user:edit']}>
              <Button
                type="link"
                size="small"
                onClick={() => void navigate(`/system/user-auth/role/${u.userId}`)}
              >
                分配角色
              </Button>
            </HasPermi>
          </RowActions>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={({ dateRange, ...filters }) => table.search(filters, dateRange)}
        onReset={table.reset}
      >
        <Form.Item label="用户名称" name="userName">
          <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="手机号码" name="phonenumber">
          <Input placeholder="请输入手机号码" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="用户状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="创建时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="system:user"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ userId: selected[0] })}
        onRemove={() => void handleDelete(selected)}
        onExport={() => exportList(userExportPath, withoutPaging(table.params), 'user')}
        right={{
          showSearch,
          onShowSearchChange: setShowSearch,
          onRefresh: () => void table.refetch(),
          columns: columns.slice(0, 6).map((c) => ({ key: String(c.key), title: c.title as string })),
          hidden: columnsVisibility.hidden,
          onHiddenChange: columnsVisibility.setHidden,
        }}
      ></CrudToolbar>

      <Table<SysUser>
        scroll={{ x: 'max-content' }}
        rowKey="userId"
        size="middle"
        loading={table.loading}
        columns={columnsVisibility.visible(columns)}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys as number[]),
          getCheckboxProps: (u) => ({ disabled: isAdmin(u) }),
        }}
      />

      <UserFormModal userId={editing?.userId} open={editing !== null} onClose={() => setEditing(null)} />
      <ResetPwdModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
