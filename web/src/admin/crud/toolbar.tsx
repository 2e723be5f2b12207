import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';

// RuoYi's <right-toolbar>: show/hide the search form, refresh the list, choose visible columns.

export interface ToolbarColumn {
  key: string;
  title: ReactNode;
}

export interface RightToolbarProps {
  showSearch?: boolean;
  onShowSearchChange?: (show: boolean) => void;
  onRefresh?: () => void;
  /** Columns offered in the 显隐列 popover; omitted → no column button. */
  columns?: readonly ToolbarColumn[];
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
}

export function RightToolbar({
  showSearch = true,
  onShowSearchChange,
  onRefresh,
  columns,
  hidden = [],
  onHiddenChange,
}: RightToolbarProps) {
  return (
    <Space size={6}>
      {onShowSearchChange ? (
        <Tooltip title={showSearch ? '隐藏搜索' : '显示搜索'}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={showSearch ? '隐藏搜索' : '显示搜索'}
            onClick={() => onShowSearchChange(!showSearch)}
          />
        </Tooltip>
      ) : null}
      {onRefresh ? (
        <Tooltip title="刷新">
          <Button shape="circle" icon={<ReloadOutlined />} aria-label="刷新" onClick={onRefresh} />
        </Tooltip>
      ) : null}
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

/**
 * Column visibility for a table: `visible(columns)` filters antd columns by key, `toolbar` goes
 * to <RightToolbar {...toolbar} />.
 */
export function useColumnVisibility(initialHidden: readonly string[] = []) {
  const [hidden, setHidden] = useState<string[]>([...initialHidden]);
  const visible = <C extends { key?: unknown }>(columns: C[]) =>
    columns.filter((c) => typeof c.key !== 'string' || !hidden.includes(c.key));
  return { hidden, setHidden, visible };
}
