import { Button, Form, type FormInstance, Space, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { confirmAction, msgSuccess } from '@/admin/components/feedback';

// Pieces every system admin page uses: RuoYi's $modal.confirm / msgSuccess, the search form with
// 搜索/重置, and the status switch that asks before it changes anything. The $modal helpers live in
// @/admin/components/feedback and are re-exported here.

export { confirmAction, msgError, msgSuccess, quietly } from '@/admin/components/feedback';

/** RuoYi's parseTime for table cells: the server already sends 'YYYY-MM-DD HH:mm:ss'. */
export const formatTime = (value: string | null | undefined) => value ?? '';

interface SearchFormProps<T> {
  form: FormInstance<T>;
  hidden?: boolean;
  onSearch: (values: T) => void;
  onReset: () => void;
  children: ReactNode;
}

/** The inline query form of a list page; 重置 clears the fields and calls `onReset`. */
export function SearchForm<T>({ form, hidden, onSearch, onReset, children }: SearchFormProps<T>) {
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ display: hidden ? 'none' : undefined, marginBottom: 8, rowGap: 8 }}
      aria-label="搜索"
    >
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

interface StatusSwitchProps {
  /** '0' normal (on), '1' disabled (off). */
  status: string;
  /** e.g. `"admin"用户` → 确认要"停用""admin"用户吗？ */
  subject: string;
  onChange: (status: string) => Promise<unknown>;
  disabled?: boolean;
}

/** The 状态 column switch: asks, changes, reports 启用成功/停用成功. */
export function StatusSwitch({ status, subject, onChange, disabled }: StatusSwitchProps) {
  const [busy, setBusy] = useState(false);
  const toggle = async (checked: boolean) => {
    const next = checked ? '0' : '1';
    const text = checked ? '启用' : '停用';
    if (!(await confirmAction(`确认要"${text}"${subject}吗？`))) return;
    setBusy(true);
    try {
      await onChange(next);
      msgSuccess(`${text}成功`);
    } catch {
      // the request client has shown the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={status === '0'}
      loading={busy}
      disabled={disabled}
      aria-label="状态"
      onChange={(checked) => void toggle(checked)}
    />
  );
}
