import {
  CaretDownOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Breadcrumb, Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminRoute, MenuNode } from '@/admin/route-tree';
import { DASHBOARD_PATH, DASHBOARD_TITLE } from '@/admin/route-tree';
import { paths } from '@/config/paths';
import { type Size, useSession } from '@/store/session';
import styles from './admin-layout.module.css';
import { HeaderSearch } from './header-search';
import { NoticeBell } from './notice-bell';
import { TopNav } from './top-nav';

const SIZES: { key: Size; label: string }[] = [
  { key: 'default', label: 'Default' },
  { key: 'medium', label: 'Medium' },
  { key: 'small', label: 'Small' },
  { key: 'mini', label: 'Mini' },
];

function Crumbs({ current }: { current: AdminRoute | null }) {
  const items = [
    { key: DASHBOARD_PATH, title: <Link to={DASHBOARD_PATH}>{DASHBOARD_TITLE}</Link> },
    ...(current && current.path !== DASHBOARD_PATH
      ? [
          ...current.parents.map((p) => ({ key: p.path, title: p.title })),
          { key: current.path, title: current.title },
        ]
      : []),
  ];
  return <Breadcrumb items={items} className={styles.breadcrumb} />;
}

function Screenfull() {
  const { message } = App.useApp();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning('你的浏览器不支持全屏');
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <Tooltip title="全屏">
      <Button
        type="text"
        aria-label="全屏"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}

function SizeSelect() {
  const { message } = App.useApp();
  const size = useSession((s) => s.size);
  const setSize = useSession((s) => s.setSize);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s.key, label: s.label, disabled: s.key === size })),
        onClick: ({ key }) => {
          setSize(key as Size);
          void message.success('Switch Size Success');
        },
      }}
    >
      <Button type="text" aria-label="布局大小" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}

function UserMenu({ onSettings }: { onSettings: () => void }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const avatar = useSession((s) => s.avatar);
  const name = useSession((s) => s.nickName || s.name);
  const logout = useSession((s) => s.logout);

  const onLogout = () =>
    modal.confirm({
      title: '提示',
      content: '确定退出登录吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await logout();
        } catch {
          // The local session is cleared anyway; the request client showed the error.
        }
        queryClient.removeQueries({ queryKey: ['getRouters'] });
        navigate(paths.home.getHref());
      },
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: '个人中心' },
          { key: 'settings', label: '布局设置' },
          { type: 'divider' },
          { key: 'logout', label: '退出登录' },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate(paths.profile.getHref());
          else if (key === 'settings') onSettings();
          else onLogout();
        },
      }}
    >
      <button type="button" className={styles.avatar} aria-label="用户菜单">
        <Avatar size={32} src={avatar || undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{name}</span>
        <CaretDownOutlined />
      </button>
    </Dropdown>
  );
}

export function Navbar({
  current,
  menu,
  searchMenu,
  activeTop,
  onSelectTop,
  onSettings,
}: {
  current: AdminRoute | null;
  /** Top-level items (top nav mode). */
  menu: readonly MenuNode[];
  searchMenu: readonly MenuNode[];
  activeTop: string | undefined;
  onSelectTop: (key: string) => void;
  onSettings: () => void;
}) {
  const opened = useSession((s) => s.sidebar.opened);
  const toggleSideBar = useSession((s) => s.toggleSideBar);
  const topNav = useSession((s) => s.settings.topNav);
  const mobile = useSession((s) => s.device === 'mobile');
  return (
    <div className={styles.navbar}>
      <Button
        type="text"
        aria-label={opened ? '收起菜单' : '展开菜单'}
        aria-expanded={opened}
        icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={() => toggleSideBar()}
      />
      {topNav && !mobile ? (
        <TopNav menu={menu} activeTop={activeTop} onSelectTop={onSelectTop} />
      ) : (
        <Crumbs current={current} />
      )}
      <div className={styles.rightMenu}>
        {mobile ? (
          <HeaderSearch menu={searchMenu} compact />
        ) : (
          <>
            <HeaderSearch menu={searchMenu} />
            <Screenfull />
            <SizeSelect />
          </>
        )}
        <NoticeBell />
        <UserMenu onSettings={onSettings} />
      </div>
    </div>
  );
}
