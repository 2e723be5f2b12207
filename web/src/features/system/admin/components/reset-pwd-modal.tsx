import { Form, Input, Modal } from 'antd';
import { ResetPwdBody } from '@server/modules/system/user.schema';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import { schemaRules } from '@/admin/crud/schema-rules';
import { type SysUser, useResetUserPwd } from '../../api/user';
import { PASSWORD_CHARS_MESSAGE } from './user-form';

// 重置密码 of a user row (RuoYi's $prompt): the new password under the server's rules.

const passwordRules = schemaRules(ResetPwdBody.properties.password, {
  label: '用户密码',
  required: true,
  patternMessage: PASSWORD_CHARS_MESSAGE,
});

export function ResetPwdModal({ user, onClose }: { user: SysUser | null; onClose: () => void }) {
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
        <Form.Item label={`请输入"${user?.userName ?? ''}"的新密码`} name="password" rules={passwordRules}>
          <Input.Password />
        </Form.Item>
      </Form>
    </Modal>
  );
}
