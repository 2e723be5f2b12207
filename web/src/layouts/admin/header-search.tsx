import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { type MenuNode, menuLeaves } from '@/admin/route-tree';
import { useOpenMenuKey } from './admin-menu';

interface Entry {
  path: string;
  title: string;
}

/** Fuzzy search over the visible routes (title 0.7, path 0.3, threshold 0.4); choosing opens one. */
export function HeaderSearch({ menu }: { menu: readonly MenuNode[] }) {
  const open = useOpenMenuKey();
  const [text, setText] = useState('');
  const [value, setValue] = useState<string | null>(null);
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

  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={value}
      placeholder="搜索菜单"
      aria-label="搜索菜单"
      suffixIcon={<SearchOutlined />}
      options={options}
      notFoundContent={null}
      virtual={false}
      variant="borderless"
      style={{ width: 180 }}
      onChange={(path: string) => {
        setValue(null);
        setText('');
        open(path);
      }}
    />
  );
}
