import { LoadingOutlined } from '@ant-design/icons';
import { App, ConfigProvider, Drawer, Layout, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Navigate, useLocation } from 'react-router';
import type { AdminRoute } from '@/admin/route-tree';
import { DASHBOARD_PATH } from '@/admin/route-tree';
import { paths } from '@/config/paths';
import { type Size, useSession } from '@/store/session';
import { SideMenu } from './admin-menu';
import styles from './admin-layout.module.css';
import { KeepAliveOutlet, usePageGenerations } from './keep-alive-outlet';
import { Navbar } from './navbar';
import { SettingsDrawer } from './settings-drawer';
import { TagsView } from './tags-view';
import { topKeyOf } from './top-nav';
import { dashboardRoute, useAdminRoutes, useCurrentRoute } from './use-admin-routes';

export const MOBILE_WIDTH = 992;
export const APP_TITLE = '协会管理系统';

const antdSize: Record<Size, 'small' | 'middle' | 'large'> = {
  default: 'middle',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

// antd animates a button's spinner in and out, and the spinner is removed when that animation
// ends. On a slow machine the animation can stall, leaving an invisible spinner in the button
// whose "loading" then prefixes its accessible name (check-in's 签到 became "loading 签 到").
// A given spinner is shown and removed with no animation.
const LOADING_WITHOUT_MOTION = { loadingIcon: <LoadingOutlined /> };

/** What the page outlet of the shell receives (see KeepAliveOutlet). */
export interface AdminOutletContext {
  current: AdminRoute | null;
}

/** The admin shell: antd theme and locale from the session store, then RuoYi's layout. */
export function AdminLayout() {
  const lang = useSession((s) => s.lang);
  const theme = useSession((s) => s.settings.theme);
  const size = useSession((s) => s.size);
  return (
    <ConfigProvider
      locale={lang === 1 ? enUS : zhCN}
      componentSize={antdSize[size]}
      theme={{ token: { colorPrimary: theme } }}
      button={LOADING_WITHOUT_MOTION}
    >
      <App>
        <Shell />
      </App>
    </ConfigProvider>
  );
}

function useDevice() {
  const setDevice = useSession((s) => s.setDevice);
  const closeSideBar = useSession((s) => s.closeSideBar);
  useEffect(() => {
    const check = () => {
      const mobile = window.innerWidth < MOBILE_WIDTH;
      const { device } = useSession.getState();
      if (mobile && device !== 'mobile') {
        setDevice('mobile');
        closeSideBar(true);
      } else if (!mobile && device !== 'desktop') setDevice('desktop');
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [setDevice, closeSideBar]);
}

function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { query, flat, menu } = useAdminRoutes();
  const { current, dynamic } = useCurrentRoute(flat.pages);
  const settings = useSession((s) => s.settings);
  const sidebar = useSession((s) => s.sidebar);
  const device = useSession((s) => s.device);
  const closeSideBar = useSession((s) => s.closeSideBar);
  const [drawer, setDrawer] = useState(false);
  const { generations, reload } = usePageGenerations();
  useDevice();

  // The roles and permissions of the token, for the pages' access checks.
  const needsInfo = useSession((s) => Boolean(s.token) && s.roles.length === 0);
  useEffect(() => {
    if (needsInfo)
      useSession
        .getState()
        .getInfo()
        .catch(() => undefined);
  }, [needsInfo]);

  const activePath = current?.activeMenu ?? current?.path ?? location.pathname;
  const [chosenTop, setChosenTop] = useState<{ key: string; at: string } | null>(null);
  // The chosen top item holds until the next navigation; then the route decides.
  const activeTop = chosenTop?.at === location.key ? chosenTop.key : topKeyOf(menu, activePath);
  const sideMenu = useMemo(() => {
    if (!settings.topNav || device === 'mobile') return menu;
    return menu.find((n) => n.key === activeTop)?.children ?? [];
  }, [menu, settings.topNav, device, activeTop]);

  // Tabs: the dashboard is always there (affixed); every shown page adds its own.
  useEffect(() => {
    const { visitedViews } = useSession.getState();
    if (!visitedViews.some((v) => v.path === DASHBOARD_PATH)) {
      useSession.setState({
        visitedViews: [
          {
            path: DASHBOARD_PATH,
            fullPath: DASHBOARD_PATH,
            title: dashboardRoute.title,
            name: 'Index',
            affix: true,
          },
          ...visitedViews,
        ],
      });
    }
  }, []);
  useEffect(() => {
    if (!current || !current.title) return;
    useSession.getState().addView({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      title: current.title,
      name: current.name,
      affix: current.affix,
      noCache: current.noCache,
    });
  }, [current, location.pathname, location.search]);

  useEffect(() => {
    if (device === 'mobile' && useSession.getState().sidebar.opened) closeSideBar(true);
  }, [location.pathname, device, closeSideBar]);

  useEffect(() => {
    document.title =
      settings.dynamicTitle && current?.title ? current.title : `${APP_TITLE} - ${t('common.siteName')}`;
  }, [settings.dynamicTitle, current?.title, t]);

  if (dynamic && !current) {
    if (query.isPending) return <Spin fullscreen description="加载中…" />;
    const target = flat.redirects.get(location.pathname);
    return <Navigate to={target ?? paths.notFound.getHref()} replace />;
  }

  const dark = settings.sideTheme === 'theme-dark';
  const collapsed = device !== 'mobile' && !sidebar.opened;
  const logo = settings.sidebarLogo ? (
    <div className={dark ? styles.logoDark : styles.logoLight}>
      <img className={styles.logoMark} src="/logo.svg" alt="" width={22} height={22} />
      {collapsed ? null : <span className={styles.logoTitle}>{APP_TITLE}</span>}
    </div>
  ) : null;
  const side = (
    <nav aria-label="侧边菜单" className={styles.sideNav}>
      {logo}
      <SideMenu menu={sideMenu} activePath={activePath} collapsed={collapsed} dark={dark} />
    </nav>
  );

  return (
    <Layout className={styles.shell}>
      {device === 'mobile' ? (
        <Drawer
          placement="left"
          open={sidebar.opened}
          onClose={() => closeSideBar()}
          closable={false}
          size={210}
          styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
        >
          {side}
        </Drawer>
      ) : sideMenu.length ? (
        <Layout.Sider
          collapsible
          trigger={null}
          collapsed={collapsed}
          width={200}
          collapsedWidth={54}
          theme={dark ? 'dark' : 'light'}
          className={styles.sider}
        >
          {side}
        </Layout.Sider>
      ) : null}
      <Layout>
        <header className={settings.fixedHeader ? styles.headerFixed : styles.header}>
          <Navbar
            current={current}
            menu={menu}
            searchMenu={menu}
            activeTop={activeTop}
            onSelectTop={(key) => setChosenTop({ key, at: location.key })}
            onSettings={() => setDrawer(true)}
          />
          {settings.tagsView ? <TagsView onRefresh={reload} /> : null}
        </header>
        <Layout.Content className={styles.main}>
          <KeepAliveOutlet current={current} generations={generations} />
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={drawer} onClose={() => setDrawer(false)} />
    </Layout>
  );
}
