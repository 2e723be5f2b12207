import { KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDict } from '@/admin/components/use-dict';
import { useResourceList } from '@/admin/crud/admin-resource';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { createdRange, statusField } from '@/admin/crud/search-form';
import { statusColumn } from '@/admin/crud/status-switch';
import {
  type SysUser,
  useChangeUserStatus,
  useImportUsers,
  userImportTemplatePath,
  userResource,
} from '../../../api/user';
import { ResetPwdModal } from '../../components/reset-pwd-modal';
import { UserFormModal, useUserForm } from '../../components/user-form';

// 用户管理 (RuoYi-Vue3 src/views/system/user/index.vue, without departments and posts). The super
// admin (user 1) can be neither checked, edited, removed nor disabled here.

const isAdmin = (u: SysUser) => u.userId === 1;

export default function UserPage() {
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable');
  const edit = useUserForm();
  const list = useResourceList(userResource);
  const changeStatus = useChangeUserStatus();
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const importUsers = useImportUsers();
  const [updateSupport, setUpdateSupport] = useState(false);

  return (
    <ListPage
      {...list}
      search={['userName', 'phonenumber', statusField(dict.sys_normal_disable, '用户状态'), createdRange]}
      columns={[
        { key: 'userId', title: '用户编号' },
        { key: 'userName', title: '用户名称', ellipsis: true },
        { key: 'nickName', title: '用户昵称', ellipsis: true },
        { key: 'phonenumber', title: '手机号码', width: 120 },
        statusColumn(
          (u) => `"${u.userName}"用户`,
          (u, status) => changeStatus.mutateAsync({ userId: u.userId, status }),
          isAdmin,
        ),
        createTimeColumn(160),
      ]}
      columnToggle
      form={edit}
      importFrom={{
        perm: 'system:user:import',
        title: '用户导入',
        hint: '按登录名称匹配已有账号；新账号的密码为参数设置中的账号初始密码，角色填角色名称，多个用逗号分隔。',
        template: { url: userImportTemplatePath, name: 'user_template' },
        updateSupport: {
          label: '是否更新已经存在的用户数据',
          checked: updateSupport,
          onChange: setUpdateSupport,
        },
        run: (file) => importUsers.mutateAsync({ file, updateSupport }),
      }}
      rowActions={(u) => [
        'edit',
        'remove',
        {
          label: '重置密码',
          icon: <KeyOutlined />,
          perm: 'system:user:resetPwd',
          onClick: () => setResetting(u),
        },
        {
          label: '分配角色',
          icon: <TeamOutlined />,
          perm: 'system:user:edit',
          onClick: () => void navigate(`/system/user-auth/role/${u.userId}`),
        },
      ]}
      actionsWidth={280}
      builtIn={isAdmin}
    >
      <UserFormModal edit={edit} />
      <ResetPwdModal user={resetting} onClose={() => setResetting(null)} />
    </ListPage>
  );
}
