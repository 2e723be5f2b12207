import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from '@/admin/access';

// The 操作 column of an admin list: link buttons, each shown only with its permission.

export interface RowButton {
  label: string;
  icon?: ReactNode;
  /** The permission that shows the button; none: always shown. */
  perm?: string;
  onClick: () => void;
}

export function RowActions({ buttons }: { buttons: readonly RowButton[] }) {
  const can = useCan();
  return (
    <Space size={0} wrap>
      {buttons
        .filter((b) => can(b.perm))
        .map((b) => (
          <Button key={b.label} type="link" size="small" icon={b.icon} onClick={b.onClick}>
            {b.label}
          </Button>
        ))}
    </Space>
  );
}
