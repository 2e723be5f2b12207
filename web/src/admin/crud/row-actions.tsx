import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { HasPermi } from '@/admin/access';

// The 操作 column of an admin list: link buttons 修改 (`<perm>:edit`) and 删除 (`<perm>:remove`),
// each shown only with its permission, then the page's own row buttons.

/** 修改 of one row, shown with `<perm>:edit`. */
export function RowEditButton({ perm, onClick }: { perm: string; onClick: () => void }) {
  return (
    <HasPermi value={[`${perm}:edit`]}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={onClick}>
        修改
      </Button>
    </HasPermi>
  );
}

/** 删除 of one row, shown with `<perm>:remove`. */
export function RowRemoveButton({ perm, onClick }: { perm: string; onClick: () => void }) {
  return (
    <HasPermi value={[`${perm}:remove`]}>
      <Button type="link" size="small" icon={<DeleteOutlined />} onClick={onClick}>
        删除
      </Button>
    </HasPermi>
  );
}

export interface RowActionsProps {
  /** Permission prefix, e.g. 'system:role'. */
  perm: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Wrap the buttons onto several lines when the column is narrow. */
  wrap?: boolean;
  /** The page's own row buttons, after 修改 and 删除. */
  children?: ReactNode;
}

/** 修改 and 删除 of one row (and `children`) in a tight <Space>. */
export function RowActions({ perm, onEdit, onRemove, wrap, children }: RowActionsProps) {
  return (
    <Space size={0} wrap={wrap}>
      <RowEditButton perm={perm} onClick={onEdit} />
      <RowRemoveButton perm={perm} onClick={onRemove} />
      {children}
    </Space>
  );
}
