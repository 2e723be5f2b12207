import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { MenuNode } from '@/admin/route-tree';
import { useOpenMenuKey } from './admin-menu';
import { MenuIcon } from './menu-icon';

export const TOP_ITEM_WIDTH = 85;
export const MORE_KEY = 'top-nav-more';

/** How many top items fit: a third of the body width divided by 85 (SPEC.md §2). */
export function visibleTopCount(): number {
  const width = document.body.getBoundingClientRect().width || window.innerWidth;
  return Math.floor(width / 3 / TOP_ITEM_WIDTH);
}

/** The top key an active path belongs to. */
export function topKeyOf(menu: readonly MenuNode[], path: string): string | undefined {
  const contains = (node: MenuNode): boolean =>
    node.key === path || Boolean(node.children?.some(contains)) || path.startsWith(`${node.key}/`);
  return menu.find(contains)?.key;
}

/** The top menu: first items in the navbar, the rest under 更多菜单; directories fill the sidebar. */
export function TopNav({
  menu,
  activeTop,
  onSelectTop,
}: {
  menu: readonly MenuNode[];
  activeTop: string | undefined;
  onSelectTop: (key: string) => void;
}) {
  const open = useOpenMenuKey();
  const [count, setCount] = useState(visibleTopCount);
  useEffect(() => {
    const onResize = () => setCount(visibleTopCount());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const items = useMemo(() => {
    const entry = (node: MenuNode) => ({
      key: node.key,
      label: node.title,
      icon: <MenuIcon name={node.icon} />,
    });
    const shown = menu.slice(0, count).map(entry);
    const rest = menu.slice(count);
    return rest.length ? [...shown, { key: MORE_KEY, label: '更多菜单', children: rest.map(entry) }] : shown;
  }, [menu, count]);

  return (
    <Menu
      mode="horizontal"
      disabledOverflow
      items={items}
      selectedKeys={activeTop ? [activeTop] : []}
      style={{ flex: 1, minWidth: 0, borderBottom: 0, lineHeight: '48px' }}
      onClick={({ key }) => {
        const node = menu.find((n) => n.key === key);
        if (node?.children) onSelectTop(key);
        else open(key);
      }}
    />
  );
}
