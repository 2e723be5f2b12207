import { Form, Select } from 'antd';
import { UserAddBody } from '@server/modules/system/user.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { getUser, type UserAddInput, type UserDetail, userResource } from '../../api/user';

// 添加用户 / 修改用户 of 用户管理: the limits are the server's (UserAddBody); the account name and
// password are set only when adding.

export const PASSWORD_CHARS_MESSAGE = '不能包含非法字符：< > " \' \\ |';

const fields = schemaForm(UserAddBody);

export function useUserForm() {
  return useResourceForm<typeof userResource, UserAddInput, Partial<UserDetail>>(userResource, {
    defaults: { status: '0', roleIds: [] },
    load: getUser,
    // A new user's form needs the roles it may be given.
    loadNew: () => getUser(),
    toValues: (d) => (d.data ? { ...d.data, roleIds: d.roleIds ?? [] } : {}),
    schema: UserAddBody,
  });
}

export function UserFormModal({ edit }: { edit: ReturnType<typeof useUserForm> }) {
  const dict = useDict('sys_normal_disable', 'sys_user_sex');
  const roles = (edit.data?.roles ?? []).map((r) => ({
    label: r.roleName,
    value: r.roleId,
    disabled: r.status === '1',
  }));
  return (
    <FormModal {...edit.modal} width={600}>
      {fields.input('nickName', '用户昵称')}
      {fields.input('phonenumber', '手机号码', { patternMessage: '请输入正确的手机号码' })}
      {fields.input('email', '邮箱', { placeholder: '请输入邮箱', patternMessage: '请输入正确的邮箱地址' })}
      {edit.id === undefined ? (
        <>
          {fields.input('userName', '用户名称')}
          {fields.input('password', '用户密码', { password: true, patternMessage: PASSWORD_CHARS_MESSAGE })}
        </>
      ) : null}
      <Form.Item label="用户性别" name="sex">
        <Select placeholder="请选择" options={dict.sys_user_sex} allowClear />
      </Form.Item>
      {fields.radios('status', '状态', dict.sys_normal_disable)}
      <Form.Item label="角色" name="roleIds">
        <Select mode="multiple" placeholder="请选择角色" options={roles} />
      </Form.Item>
      {fields.remark()}
    </FormModal>
  );
}
