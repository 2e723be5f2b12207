import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover } from 'antd';
import { useState } from 'react';
import { MENU_ICON_NAMES, MenuIcon } from '@/layouts/admin/menu-icon';

// RuoYi's IconSelect for the menu form: a box showing the chosen icon that opens a searchable grid
// of the icons the admin menu can draw; choosing one fills the field (a Form.Item control).

export interface IconPickerProps {
  /** Given by Form.Item, so the label names the box. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

const GRID_STYLE = {
  display: 'grid',
  // As many 104 px columns as fit, four at most: the grid stays on a 375 px screen.
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: 4,
  width: 'min(440px, calc(100vw - 48px))',
  maxHeight: 260,
  overflowY: 'auto',
  marginTop: 8,
} as const;

export function IconPicker({ id, value, onChange, placeholder = '点击选择图标' }: IconPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const names = MENU_ICON_NAMES.filter((name) => name.includes(search.trim().toLowerCase()));

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
    setSearch('');
  };

  const grid = (
    <div>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="请输入图标名称"
        aria-label="搜索图标"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {names.length ? (
        <div role="listbox" aria-label="图标" style={GRID_STYLE}>
          {names.map((name) => (
            <Button
              key={name}
              role="option"
              aria-selected={name === value}
              type={name === value ? 'primary' : 'text'}
              icon={<MenuIcon name={name} />}
              style={{ justifyContent: 'flex-start' }}
              onClick={() => choose(name)}
            >
              {name}
            </Button>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的图标" />
      )}
    </div>
  );

  return (
    <Popover content={grid} trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen}>
      <Input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        prefix={value ? <MenuIcon name={value} /> : <SearchOutlined />}
        suffix={
          value ? (
            <CloseCircleFilled
              aria-label="清除图标"
              onClick={(event) => {
                event.stopPropagation();
                onChange?.('');
              }}
            />
          ) : null
        }
      />
    </Popover>
  );
}
