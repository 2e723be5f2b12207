import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useSession, type View } from '@/store/session';
import { DASHBOARD_PATH } from '@/admin/route-tree';
import styles from './admin-layout.module.css';

// The open-page tabs (SPEC.md §2): one per visited page, the affixed ones without a close button,
// and RuoYi's context menu. The shell keeps each tab's page alive (KeepAliveOutlet): closing a tab
// drops it, 刷新页面 mounts it afresh.

const keep = (views: View[], pred: (v: View, i: number) => boolean) => {
  const visitedViews = views.filter((v, i) => v.affix || pred(v, i));
  const { cachedViews } = useSession.getState();
  useSession.setState({
    visitedViews,
    cachedViews: cachedViews.filter((n) => visitedViews.some((v) => v.name === n)),
  });
  return visitedViews;
};

export function TagsView({ onRefresh }: { onRefresh: (path: string) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useSession((s) => s.visitedViews);
  const delView = useSession((s) => s.delView);
  const delAllViews = useSession((s) => s.delAllViews);

  const toLast = (left: View[]) => {
    const last = left.at(-1);
    navigate(last ? (last.fullPath ?? last.path) : DASHBOARD_PATH);
  };

  const close = (view: View) => {
    delView(view);
    if (view.path === pathname) toLast(useSession.getState().visitedViews);
  };

  const onMenu = (view: View, index: number, key: string) => {
    switch (key) {
      case 'refresh':
        onRefresh(view.path);
        if (pathname !== view.path) navigate(view.fullPath ?? view.path);
        break;
      case 'close':
        close(view);
        break;
      case 'others':
        keep(views, (v) => v.path === view.path);
        if (pathname !== view.path) navigate(view.fullPath ?? view.path);
        break;
      case 'right': {
        const left = keep(views, (_v, i) => i <= index);
        if (!left.some((v) => v.path === pathname)) toLast(left);
        break;
      }
      case 'all':
        delAllViews();
        toLast(useSession.getState().visitedViews);
        break;
    }
  };

  return (
    <nav className={styles.tags} aria-label="已打开的页面">
      {views.map((view, index) => {
        const active = view.path === pathname;
        const items: MenuProps['items'] = [
          { key: 'refresh', label: '刷新页面' },
          ...(view.affix ? [] : [{ key: 'close', label: '关闭当前' }]),
          { key: 'others', label: '关闭其他' },
          ...(index < views.length - 1 ? [{ key: 'right', label: '关闭右侧' }] : []),
          { key: 'all', label: '全部关闭' },
        ];
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            menu={{ items, onClick: ({ key }) => onMenu(view, index, key) }}
          >
            <span
              className={active ? styles.tagActive : styles.tag}
              data-testid="tags-view-item"
              aria-current={active ? 'page' : undefined}
            >
              <a
                href={view.fullPath ?? view.path}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(view.fullPath ?? view.path);
                }}
              >
                {view.title}
              </a>
              {view.affix ? null : (
                <button
                  type="button"
                  className={styles.tagClose}
                  aria-label={`关闭 ${view.title}`}
                  onClick={() => close(view)}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          </Dropdown>
        );
      })}
    </nav>
  );
}
