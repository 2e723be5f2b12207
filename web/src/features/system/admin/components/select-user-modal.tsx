import { useDict } from '@/admin/components/use-dict';
import { PickDialog } from '@/admin/crud/dialog-list';
import type { ListColumn } from '@/admin/crud/list-page';
import type { SearchField } from '@/admin/crud/search-form';
import { type PagedParams, useListQuery } from '@/admin/crud/use-list-query';
import { parseTime } from '@/lib/time';
import { type AuthUserParams, authUserKey, unallocatedUserList, useAuthUserSelectAll } from '../../api/role';
import type { SysUser } from '../../api/user';

// 选择用户 of 分配用户 (RuoYi-Vue3 src/views/system/role/selectUser.vue): the users without the
// role; 确 定 grants it to the checked ones.

type UserFilters = Pick<AuthUserParams, 'userName' | 'phonenumber'>;

/** The user search of both lists of 分配用户. */
export const userSearch: readonly SearchField[] = [
  { name: 'userName', label: '用户名称' },
  { name: 'phonenumber', label: '手机号码' },
];

/** The user columns of both lists of 分配用户. */
export function useUserColumns(): ListColumn<SysUser>[] {
  const dict = useDict('sys_normal_disable');
  return [
    { key: 'userName', title: '用户名称', ellipsis: true },
    { key: 'nickName', title: '用户昵称', ellipsis: true },
    { key: 'email', title: '邮箱', ellipsis: true },
    { key: 'phonenumber', title: '手机' },
    { key: 'status', title: '状态', dict: dict.sys_normal_disable },
    { key: 'createTime', title: '创建时间', width: 180, render: parseTime },
  ];
}

export function SelectUserModal({
  roleId,
  open,
  onClose,
}: {
  roleId: number;
  open: boolean;
  onClose: () => void;
}) {
  const columns = useUserColumns();
  const list = useListQuery({
    queryKey: [...authUserKey, 'unallocated', roleId],
    fetchPage: (params: PagedParams<UserFilters>) => unallocatedUserList({ ...params, roleId }),
    enabled: open,
  });
  const selectAll = useAuthUserSelectAll();
  return (
    <PickDialog<SysUser, UserFilters, number>
      title="选择用户"
      open={open}
      onClose={onClose}
      run={(userIds) => selectAll.mutateAsync({ roleId, userIds })}
      noneChecked="请选择要分配的用户"
      done="操作成功"
      list={list}
      search={userSearch}
      rowKey="userId"
      columns={columns}
    />
  );
}
