import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { confirmThen } from '@/admin/components/feedback';
import { ListPage } from '@/admin/crud/list-page';
import type { PagedParams } from '@/admin/crud/use-list-query';
import {
  allocatedUserList,
  type AuthUserParams,
  authUserKey,
  useAuthUserCancel,
  useAuthUserCancelAll,
} from '../../../api/role';
import { SelectUserModal, userSearch, useUserColumns } from '../../components/select-user-modal';

// 分配用户 (RuoYi-Vue3 src/views/system/role/authUser.vue): the users holding the role.

export default function AuthUserPage() {
  const navigate = useNavigate();
  const roleId = Number(useParams().roleId);
  const [adding, setAdding] = useState(false);
  const columns = useUserColumns();
  const cancel = useAuthUserCancel();
  const cancelAll = useAuthUserCancelAll();

  return (
    <ListPage
      perm="system:role"
      rowKey="userId"
      source={{
        queryKey: [...authUserKey, 'allocated', roleId],
        fetchPage: (params: PagedParams<AuthUserParams>) => allocatedUserList({ ...params, roleId }),
      }}
      search={userSearch}
      columns={columns}
      buttons={[
        {
          label: '添加用户',
          icon: <PlusOutlined />,
          perm: 'system:role:add',
          primary: true,
          onClick: () => setAdding(true),
        },
        {
          label: '批量取消授权',
          icon: <CloseCircleOutlined />,
          perm: 'system:role:remove',
          needs: 'some',
          danger: true,
          onClick: (users) =>
            confirmThen(
              '是否取消选中用户授权数据项？',
              () => cancelAll.mutateAsync({ roleId, userIds: users.map((u) => u.userId) }),
              '取消授权成功',
            ),
        },
        { label: '关闭', icon: <CloseOutlined />, onClick: () => void navigate('/system/role') },
      ]}
      rowActions={(u) => [
        {
          label: '取消授权',
          icon: <CloseCircleOutlined />,
          perm: 'system:role:remove',
          onClick: () =>
            void confirmThen(
              `确认要取消该用户"${u.userName}"角色吗？`,
              () => cancel.mutateAsync({ userId: u.userId, roleId }),
              '取消授权成功',
            ),
        },
      ]}
    >
      <SelectUserModal roleId={roleId} open={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
