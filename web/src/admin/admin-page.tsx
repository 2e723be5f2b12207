import { Result, Spin } from 'antd';
import { Suspense } from 'react';
import { Link, useLocation, useOutletContext } from 'react-router';
import type { AdminOutletContext } from '@/layouts/admin/admin-layout';
import styles from '@/layouts/admin/admin-layout.module.css';
import { getPage } from './page-registry';
import { DASHBOARD_PATH } from './route-tree';

/** Shown for a component string no page file answers to. */
export function MissingPage({ component }: { component?: string }) {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={component ? `找不到页面组件 ${component}` : '该菜单没有对应的页面'}
      extra={<Link to={DASHBOARD_PATH}>返回首页</Link>}
    />
  );
}

/** The page of the current admin route: a server-named component, or a web page in a frame. */
export function AdminPage() {
  const { current } = useOutletContext<AdminOutletContext>();
  const { pathname } = useLocation();
  if (!current) return null;
  if (current.component === 'InnerLink' && current.link) {
    return <iframe title={current.title} src={current.link} className={styles.frame} />;
  }
  const Page = getPage(current.component);
  if (!Page) return <MissingPage component={current.component} />;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      {/* getPage keeps one lazy component per component string, so its identity is stable. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page key={pathname} />
    </Suspense>
  );
}
