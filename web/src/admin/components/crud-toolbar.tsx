import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { HasPermi } from '@/admin/access';
import { RightToolbar, type RightToolbarProps } from './right-toolbar';
import styles from './table-page.module.css';

// The button row above an admin list (RuoYi's `mb8` row): 新增/修改/删除/清空/导出, each shown only
// with its permission (`<perm>:add`, `:edit`, `:remove`, `:export`), then the page's own buttons,
// then <RightToolbar> at the right end.

/** A toolbar row: `children` on the left, <RightToolbar {...right} /> at the right end. */
export function ToolbarRow({ right, children }: { right: RightToolbarProps; children?: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      <div className={styles.toolbarRight}>
        <RightToolbar {...right} />
      </div>
    </div>
  );
}

/** 导出, shown with `<perm>:export`. */
export function ExportButton({ perm, onClick }: { perm: string; onClick: () => void }) {
  return (
    <HasPermi value={[`${perm}:export`]}>
      <Button icon={<DownloadOutlined />} onClick={onClick}>
        导出
      </Button>
    </HasPermi>
  );
}

export interface CrudToolbarProps {
  /** Permission prefix, e.g. 'system:user' → system:user:add, :edit, :remove, :export. */
  perm: string;
  /** Rows selected in the table: 修改 needs exactly one, 删除 at least one. */
  selectedCount?: number;
  /** 新增; omitted → no button. */
  onAdd?: () => void;
  /** 修改 of the one selected row; omitted → no button. */
  onEdit?: () => void;
  /** 删除 of the selected rows; omitted → no button. */
  onRemove?: () => void;
  /** 清空 (the monitor logs), next to 删除 under the same `:remove` permission. */
  onClean?: () => void;
  /** 导出; omitted → no button. */
  onExport?: () => void;
  /** The page's own buttons, after the standard ones. */
  children?: ReactNode;
  /** Props of the <RightToolbar> at the right end. */
  right: RightToolbarProps;
}

/** The standard CRUD buttons of a list page, each wrapped in its `HasPermi`. */
export function CrudToolbar({
  perm,
  selectedCount = 0,
  onAdd,
  onEdit,
  onRemove,
  onClean,
  onExport,
  children,
  right,
}: CrudToolbarProps) {
  return (
    <ToolbarRow right={right}>
      {onAdd ? (
        <HasPermi value={[`${perm}:add`]}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd}>
            新增
          </Button>
        </HasPermi>
      ) : null}
      {onEdit ? (
        <HasPermi value={[`${perm}:edit`]}>
          <Button icon={<EditOutlined />} disabled={selectedCount !== 1} onClick={onEdit}>
            修改
          </Button>
        </HasPermi>
      ) : null}
      {onRemove || onClean ? (
        <HasPermi value={[`${perm}:remove`]}>
          {onRemove ? (
            <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onRemove}>
              删除
            </Button>
          ) : null}
          {onClean ? (
            <Button danger icon={<DeleteOutlined />} onClick={onClean}>
              清空
            </Button>
          ) : null}
        </HasPermi>
      ) : null}
      {onExport ? <ExportButton perm={perm} onClick={onExport} /> : null}
      {children}
    </ToolbarRow>
  );
}
