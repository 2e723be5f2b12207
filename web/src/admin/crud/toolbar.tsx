import { AppstoreOutlined, ReloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useCan } from '@/admin/access';
import { msgSuccess, quietly } from '@/admin/components/feedback';
import styles from './list-page.module.css';

// The button row above an admin list (RuoYi's `mb8` row): the page's buttons, each shown only with
// its permission, then RuoYi's <right-toolbar> at the right end: show/hide the search form, refresh
// the list, choose the visible columns.

export interface ToolbarButton<R> {
  label: string;
  icon?: ReactNode;
  /** The permission that shows the button; none: always shown. */
  perm?: string;
  /** Rows it acts on: exactly one checked ('one') or at least one ('some'). */
  needs?: 'one' | 'some';
  /** RuoYi's type="primary" plain (新增). */
  primary?: boolean;
  danger?: boolean;
  loading?: boolean;
  /** Given the checked rows; when it resolves true, the checks are cleared. */
  onClick: (rows: R[]) => void | Promise<boolean>;
}

export interface ToolbarColumn {
  key: string;
  title: ReactNode;
}

export interface RightToolbarProps {
  /** The search form's visibility; omitted → no 隐藏搜索/显示搜索 button. */
  showSearch?: boolean;
  onShowSearchChange?: (show: boolean) => void;
  onRefresh: () => void;
  /** Columns offered in the 显隐列 popover; omitted → no column button. */
  columns?: readonly ToolbarColumn[];
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
}

function RightToolbar({
  showSearch,
  onShowSearchChange,
  onRefresh,
  columns,
  hidden = [],
  onHiddenChange,
}: RightToolbarProps) {
  const searchTip = showSearch ? '隐藏搜索' : '显示搜索';
  return (
    <Space size={6}>
      {onShowSearchChange ? (
        <Tooltip title={searchTip}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={searchTip}
            onClick={() => onShowSearchChange(!showSearch)}
          />
        </Tooltip>
      ) : null}
      <Tooltip title="刷新">
        <Button shape="circle" icon={<ReloadOutlined />} aria-label="刷新" onClick={onRefresh} />
      </Tooltip>
      {columns && onHiddenChange ? (
        <Popover
          trigger="click"
          placement="bottomRight"
          content={
            <Space direction="vertical">
              {columns.map((c) => (
                <Checkbox
                  key={c.key}
                  checked={!hidden.includes(c.key)}
                  onChange={(e) =>
                    onHiddenChange(e.target.checked ? hidden.filter((k) => k !== c.key) : [...hidden, c.key])
                  }
                >
                  {c.title}
                </Checkbox>
              ))}
            </Space>
          }
        >
          <Tooltip title="显隐列">
            <Button shape="circle" icon={<AppstoreOutlined />} aria-label="显隐列" />
          </Tooltip>
        </Popover>
      ) : null}
    </Space>
  );
}

export interface ToolbarProps<R> {
  buttons: readonly ToolbarButton<R>[];
  /** The rows checked in the table. */
  selected: readonly R[];
  /** Clears the checks (after an action on them that resolved true). */
  onDone: () => void;
  right: RightToolbarProps;
}

export function Toolbar<R>({ buttons, selected, onDone, right }: ToolbarProps<R>) {
  const can = useCan();
  const ready = (needs: ToolbarButton<R>['needs']) =>
    needs === 'one' ? selected.length === 1 : needs === 'some' ? selected.length > 0 : true;
  return (
    <div className={styles.toolbar}>
      {buttons
        .filter((b) => can(b.perm))
        .map((b) => (
          <Button
            key={b.label}
            type={b.primary ? 'primary' : undefined}
            ghost={b.primary}
            danger={b.danger}
            icon={b.icon}
            loading={b.loading}
            disabled={!ready(b.needs)}
            onClick={() => void Promise.resolve(b.onClick([...selected])).then((done) => done && onDone())}
          >
            {b.label}
          </Button>
        ))}
      <div className={styles.toolbarRight}>
        <RightToolbar {...right} />
      </div>
    </div>
  );
}

/** 刷新缓存 of RuoYi's config and dictionary pages: runs `refresh`, then shows 刷新成功. */
export function refreshCacheButton<R>(
  perm: string,
  refresh: { mutateAsync: (variables: undefined) => Promise<unknown>; isPending: boolean },
): ToolbarButton<R> {
  return {
    label: '刷新缓存',
    icon: <ReloadOutlined />,
    perm,
    danger: true,
    loading: refresh.isPending,
    onClick: () =>
      void quietly(() => refresh.mutateAsync(undefined)).then(
        (done) => done !== undefined && msgSuccess('刷新成功'),
      ),
  };
}

/** RuoYi's 导入 (or another `label`), opening the page's import dialog. */
export const importButton = <R,>(perm: string, open: () => void, label = '导入'): ToolbarButton<R> => ({
  label,
  icon: <UploadOutlined />,
  perm,
  onClick: open,
});
