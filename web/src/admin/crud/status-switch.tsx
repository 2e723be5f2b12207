import { Switch } from 'antd';
import { useState } from 'react';
import { confirmThen } from '@/admin/components/feedback';

// The 状态 column switch of a list: asks, changes, reports 启用成功/停用成功.

interface StatusSwitchProps {
  /** '0' normal (on), '1' disabled (off). */
  status: string;
  /** e.g. `"admin"用户` → 确认要"停用""admin"用户吗？ */
  subject: string;
  onChange: (status: '0' | '1') => Promise<unknown>;
  disabled?: boolean;
}

export function StatusSwitch({ status, subject, onChange, disabled }: StatusSwitchProps) {
  const [busy, setBusy] = useState(false);
  const toggle = (checked: boolean) => {
    const text = checked ? '启用' : '停用';
    setBusy(true);
    void confirmThen(
      `确认要"${text}"${subject}吗？`,
      () => onChange(checked ? '0' : '1'),
      `${text}成功`,
    ).finally(() => setBusy(false));
  };
  return (
    <Switch checked={status === '0'} loading={busy} disabled={disabled} aria-label="状态" onChange={toggle} />
  );
}
