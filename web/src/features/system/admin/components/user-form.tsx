import { Form, Input, Radio, Select } from 'antd';
import { UserAddBody } from '@server/modules/system/user.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { schemaFields } from '@/admin/crud/schema-rules';
import { getUser, type UserAddInput, type UserDetail, useAddUser, useUpdateUser } from '../../api/user';

// 添加用户 / 修改用户 of 用户管理: the limits are the server's (UserAddBody); the account name and
// password are set only when adding.

export const PASSWORD_CHARS_MESSAGE = '不能包含非法字符：< > " \' \\ |';

const fields = schemaFields(UserAddBody);

type UserFormData = Awaited<ReturnType<typeof getUser>>;

export function useUserForm() {
  return useEditForm<UserAddInput, UserFormData>({
    noun: '用户',
    idKey: 'userId',
    add: useAddUser(),
    update: useUpdateUser(),
    defaults: { status: '0', roleIds: [] },
    load: getUser,
    // A new user's form needs the roles it may be given.
    loadNew: () => getUser(),
    toValues: (d: Partial<UserDetail>) => (d.data ? { ...d.data, roleIds: d.roleIds ?? [] } : {}),
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
      <Form.Item {...fields.item('nickName', '用户昵称')}>
        <Input placeholder="请输入用户昵称" maxLength={fields.max('nickName')} />
      </Form.Item>
      <Form.Item {...fields.item('phonenumber', '手机号码', { patternMessage: '请输入正确的手机号码' })}>
        <Input placeholder="请输入手机号码" maxLength={fields.max('phonenumber')} />
      </Form.Item>
      <Form.Item {...fields.item('email', '邮箱', { patternMessage: '请输入正确的邮箱地址' })}>
        <Input placeholder="请输入邮箱" maxLength={fields.max('email')} />
      </Form.Item>
      {edit.id === undefined ? (
        <>
          <Form.Item {...fields.item('userName', '用户名称')}>
            <Input placeholder="请输入用户名称" maxLength={fields.max('userName')} />
          </Form.Item>
          <Form.Item {...fields.item('password', '用户密码', { patternMessage: PASSWORD_CHARS_MESSAGE })}>
            <Input.Password placeholder="请输入用户密码" maxLength={fields.max('password')} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label="用户性别" name="sex">
        <Select placeholder="请选择" options={dict.sys_user_sex} allowClear />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item label="角色" name="roleIds">
        <Select mode="multiple" placeholder="请选择角色" options={roles} />
      </Form.Item>
      <Form.Item {...fields.item('remark', '备注')}>
        <Input.TextArea placeholder="请输入内容" maxLength={fields.max('remark')} />
      </Form.Item>
    </FormModal>
  );
}
