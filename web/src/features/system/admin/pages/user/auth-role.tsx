import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import styles from '@/admin/crud/list-page.module.css';
import { pagerOf } from '@/admin/crud/use-list-query';
import { parseTime } from '@/lib/time';
import type { SysRole } from '../../../api/role';
import { authRoleQueryOptions, useUpdateAuthRole } from '../../../api/user';

// 分配角色 (RuoYi-Vue3 src/views/system/user/authRole.vue): the user, then every role with the
// user's ones (flag) checked; 提交授权 saves the checked roleIds and goes back to the user list.

export default function AuthRolePage() {
  const navigate = useNavigate();
  const userId = Number(useParams().userId);
  const valid = Number.isInteger(userId) && userId > 0;
  const auth = useQuery({ ...authRoleQueryOptions(userId), enabled: valid, staleTime: 0 });
  const save = useUpdateAuthRole();
  // The user's own pick, else the roles the server flags.
  const [picked, setChecked] = useState<number[] | null>(null);
  const checked = picked ?? (auth.data?.roles ?? []).filter((r) => r.flag).map((r) => r.roleId);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });

  const close = () => void navigate('/system/user');
  const submit = async () => {
    const done = await quietly(() => save.mutateAsync({ userId, roleIds: checked }));
    if (done === undefined) return;
    msgSuccess('授权成功');
    close();
  };

  const user = auth.data?.user;
  const columns: TableColumnsType<SysRole> = [
    {
      key: 'index',
      title: '序号',
      align: 'center',
      width: 60,
      render: (_, __, i) => (page.pageNum - 1) * page.pageSize + i + 1,
    },
    { key: 'roleId', title: '角色编号', dataIndex: 'roleId', align: 'center' },
    { key: 'roleName', title: '角色名称', dataIndex: 'roleName', align: 'center' },
    { key: 'roleKey', title: '权限字符', dataIndex: 'roleKey', align: 'center' },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', align: 'center', render: parseTime },
  ];

  return (
    <div className={styles.page}>
      <Card title="基本信息" size="small" style={{ marginBottom: 16 }}>
        <Descriptions column={2}>
          <Descriptions.Item label="用户昵称">{user?.nickName}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{user?.userName}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="角色信息" size="small">
        <Table<SysRole>
          rowKey="roleId"
          size="middle"
          loading={auth.isFetching}
          columns={columns}
          dataSource={auth.data?.roles ?? []}
          rowSelection={{
            selectedRowKeys: checked,
            onChange: (keys) => setChecked(keys as number[]),
            getCheckboxProps: (r) => ({ disabled: r.status === '1', 'aria-label': r.roleName }),
          }}
          pagination={pagerOf(page, auth.data?.roles.length ?? 0, setPage)}
        />
        <Space style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
          <Button type="primary" loading={save.isPending} disabled={!valid} onClick={() => void submit()}>
            提交
          </Button>
          <Button onClick={close}>返回</Button>
        </Space>
      </Card>
    </div>
  );
}
