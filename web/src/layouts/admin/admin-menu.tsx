import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isExternal, type MenuNode, openKeysOf } from '@/admin/route-tree';
import { MenuIcon } from './menu-icon';

type Items = NonNullable<MenuProps['items']>;

export function toItems(nodes: readonly MenuNode[], withIcons = true): Items {
  return nodes.map((node) =>
    node.children
      ? {
          key: node.key,
          label: node.title,
          icon: withIcons ? <MenuIcon name={node.icon} /> : undefined,
          children: toItems(node.children, false),
        }
      : { key: node.key, label: node.title, icon: withIcons ? <MenuIcon name={node.icon} /> : undefined },
  );
}

/** Opens a menu key: external links in a new tab, paths in the shell. */
export function useOpenMenuKey() {
  const navigate = useNavigate();
  return (key: string) => {
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
  };
}

/** The sidebar menu (vertical, collapsible to icons). */
export function SideMenu({
  menu,
  activePath,
  collapsed,
  dark,
}: {
  menu: readonly MenuNode[];
  activePath: string;
  collapsed: boolean;
  dark: boolean;
}) {
  const openKey = useOpenMenuKey();
  const items = useMemo(() => toItems(menu), [menu]);
  // The submenus of the active page open when it changes; the user opens and closes others.
  const [open, setOpen] = useState(() => ({ menu, activePath, keys: openKeysOf(menu, activePath) }));
  let openKeys = open.keys;
  if (open.menu !== menu || open.activePath !== activePath) {
    openKeys = Array.from(new Set([...open.keys, ...openKeysOf(menu, activePath)]));
    setOpen({ menu, activePath, keys: openKeys });
  }
  const setOpenKeys = (keys: string[]) => setOpen({ menu, activePath, keys });
  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={[activePath]}
      inlineCollapsed={collapsed}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => openKey(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
