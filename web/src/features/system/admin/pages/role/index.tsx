import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { createdRange, statusField } from '@/admin/crud/search-form';
import { statusColumn } from '@/admin/crud/status-switch';
import { roleResource, type SysRole, useChangeRoleStatus } from '../../../api/role';
import { RoleFormModal, useRoleForm } from '../../components/role-form';

// 角色管理 (RuoYi-Vue3 src/views/system/role/index.vue, without data scope: there are no departments).
// The admin role (1) can be neither checked, edited, removed nor disabled here.

const isAdmin = (r: SysRole) => r.roleId === 1;

export default function RolePage() {
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable');
  const role = useRoleForm();
  const list = useResourceList(roleResource);
  const changeStatus = useChangeRoleStatus();

  return (
    <ListPage
      {...list}
      search={['roleName', 'roleKey', statusField(dict.sys_normal_disable, '角色状态'), createdRange]}
      columns={[
        { key: 'roleId', title: '角色编号', width: 100 },
        { key: 'roleName', title: '角色名称', ellipsis: true },
        { key: 'roleKey', title: '权限字符', ellipsis: true },
        { key: 'roleSort', title: '显示顺序', width: 100 },
        statusColumn(
          (r) => `"${r.roleName}"角色`,
          (r, status) => changeStatus.mutateAsync({ roleId: r.roleId, status }),
          isAdmin,
        ),
        createTimeColumn(),
      ]}
      form={role.edit}
      rowActions={(r) => [
        'edit',
        'remove',
        {
          label: '分配用户',
          icon: <UserOutlined />,
          perm: 'system:role:edit',
          onClick: () => void navigate(`/system/role-auth/user/${r.roleId}`),
        },
      ]}
      actionsWidth={240}
      builtIn={isAdmin}
    >
      <RoleFormModal role={role} />
    </ListPage>
  );
}
