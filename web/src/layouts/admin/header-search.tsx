import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal, type RefSelectProps, Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useRef, useState } from 'react';
import { type MenuNode, menuLeaves } from '@/admin/route-tree';
import { useOpenMenuKey } from './admin-menu';

interface Entry {
  path: string;
  title: string;
}

/**
 * Fuzzy search over the visible routes (title 0.7, path 0.3, threshold 0.4); choosing opens one.
 * `compact` (a phone, where the navbar has no room for the box): an icon that opens it in a dialog.
 */
export function HeaderSearch({ menu, compact = false }: { menu: readonly MenuNode[]; compact?: boolean }) {
  const open = useOpenMenuKey();
  const [text, setText] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const [dialog, setDialog] = useState(false);
  const box = useRef<RefSelectProps>(null);
  const fuse = useMemo(() => {
    const entries: Entry[] = menuLeaves(menu).map((leaf) => ({
      path: leaf.path,
      title: leaf.title.join(' > '),
    }));
    return new Fuse(entries, {
      shouldSort: true,
      threshold: 0.4,
      minMatchCharLength: 1,
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
    });
  }, [menu]);
  const options = text ? fuse.search(text).map(({ item }) => ({ value: item.path, label: item.title })) : [];

  const select = (
    <Select
      ref={box}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value}
      placeholder="搜索菜单"
      aria-label="搜索菜单"
      suffixIcon={<SearchOutlined />}
      options={options}
      notFoundContent={null}
      virtual={false}
      variant={compact ? 'outlined' : 'borderless'}
      style={{ width: compact ? '100%' : 180 }}
      // In the dialog the list opens inside it, above the dialog's mask.
      getPopupContainer={compact ? (box) => box.parentElement ?? document.body : undefined}
      onChange={(path: string) => {
        setValue(null);
        setText('');
        setDialog(false);
        open(path);
      }}
    />
  );
  if (!compact) return select;
  return (
    <>
      <Button type="text" aria-label="搜索菜单" icon={<SearchOutlined />} onClick={() => setDialog(true)} />
      <Modal
        open={dialog}
        title="搜索菜单"
        footer={null}
        style={{ top: 16 }}
        onCancel={() => setDialog(false)}
        afterOpenChange={(opened) => opened && box.current?.focus()}
      >
        {select}
      </Modal>
    </>
  );
}
