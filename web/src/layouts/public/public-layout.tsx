import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import styles from './public-layout.module.css';

/** Header, page and footer of the public site (the full menu and footer come later). */
export function PublicLayout() {
  return (
    <div className={styles.layout}>
      <PublicHeader />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
