import { Modal, Table } from 'antd';
import { useState } from 'react';
import { msgError, msgSuccess, quietly } from '@/admin/components/feedback';
import { useDict } from '@/admin/components/use-dict';
import { type ListColumn, tableColumns } from '@/admin/crud/list-page';
import { type SearchField, SearchForm } from '@/admin/crud/search-form';
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
  const [selected, setSelected] = useState<number[]>([]);
  const columns = useUserColumns();
  const list = useListQuery({
    queryKey: [...authUserKey, 'unallocated', roleId],
    fetchPage: (params: PagedParams<UserFilters>) => unallocatedUserList({ ...params, roleId }),
    enabled: open,
  });
  const selectAll = useAuthUserSelectAll();
  const submit = async () => {
    if (selected.length === 0) {
      msgError('请选择要分配的用户');
      return;
    }
    if ((await quietly(() => selectAll.mutateAsync({ roleId, userIds: selected }))) === undefined) return;
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
      <SearchForm<UserFilters>
        fields={userSearch}
        onSearch={(filters) => list.search(filters)}
        onReset={list.reset}
      />
      <Table<SysUser>
        rowKey="userId"
        size="small"
        loading={list.loading}
        columns={tableColumns(columns)}
        dataSource={list.rows}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ y: 260 }}
      />
    </Modal>
  );
}
