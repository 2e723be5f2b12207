import { Switch } from 'antd';
import { useState } from 'react';
import { confirmThen } from '@/admin/components/feedback';
import type { ListColumn } from './list-page';

// The 状态 column switch of a list: asks, changes, reports 启用成功/停用成功.

interface StatusSwitchProps {
  /** '0' normal (on), '1' disabled (off). */
  status: string;
  /** e.g. `"admin"用户` → 确认要"停用""admin"用户吗？ */
  subject: string;
  onChange: (status: '0' | '1') => Promise<unknown>;
  disabled?: boolean;
}

function StatusSwitch({ status, subject, onChange, disabled }: StatusSwitchProps) {
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

/** The 状态 column of a list: a switch per row, `subject` naming the row in the question. */
export function statusColumn<R extends { status: string }>(
  subject: (row: R) => string,
  change: (row: R, status: '0' | '1') => Promise<unknown>,
  disabled?: (row: R) => boolean,
): ListColumn<R> {
  return {
    key: 'status',
    title: '状态',
    render: (_: unknown, row: R) => (
      <StatusSwitch
        status={row.status}
        subject={subject(row)}
        disabled={disabled?.(row)}
        onChange={(status) => change(row, status)}
      />
    ),
  };
}
