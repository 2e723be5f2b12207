import { type KeyboardEvent, type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { LangToggle } from '@/components/lang-toggle';
import { paths } from '@/config/paths';
import { useRouters } from '@/features/auth/api/get-routers';
import { useArticle } from '@/features/content/api/get-article';
import { useMenuTree } from '@/features/content/api/get-menu-tree';
import { SiteSearch } from '@/features/content/components/site-search';
import { positiveInt } from '@/features/content/components/text';
import { activeMenuId, childHref, MENU_IDS, menuHref, typeName, visibleMenu } from '@/features/content/menu';
import type { MenuItem } from '@/features/content/types';
import type { Lang } from '@/lib/i18n';
import { selectLoggedIn, useSession } from '@/store/session';
import styles from './public-header.module.css';
import { HomeBrandLink } from './site-brand';

/**
 * The article shown on /article, read with the same query (id and random key) as the article
 * page, so both share one request; its type decides the highlighted menu item.
 */
function useCurrentArticleTypeId(pathname: string): number | undefined {
  const [searchParams] = useSearchParams();
  const onArticle = pathname.toLowerCase() === paths.article.path.toLowerCase();
  // The same reading of the query as the article page's.
  const id = onArticle ? positiveInt(searchParams.get('articleId')) : undefined;
  const article = useArticle(id, searchParams.get('key') ?? '');
  return id === undefined ? undefined : article.data?.typeId;
}

function MenuEntry({ item, lang, current }: { item: MenuItem; lang: Lang; current: boolean }) {
  const dropdown = item.id === MENU_IDS.aboutUs && item.children.length > 0;
  return (
    <li className={dropdown ? styles.hasDropdown : styles.menuItem}>
      <Link to={menuHref(item)} className={styles.menuLink} aria-current={current ? 'page' : undefined}>
        {typeName(item, lang)}
        {dropdown ? <span className={styles.caret} aria-hidden="true" /> : null}
      </Link>
      {dropdown ? (
        <ul className={styles.dropdown}>
          {item.children.map((child) => (
            <li key={child.id}>
              <Link
                to={childHref(child)}
                className={styles.dropdownLink}
                // Let the dropdown fold away after the click (it stays open while focused inside).
                onClick={(event) => event.currentTarget.blur()}
              >
                {typeName(child, lang)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function MenuToggleIcon() {
  return (
    <span className={styles.toggleIcon} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

export function PublicHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession(selectLoggedIn);
  const nickName = useSession((s) => s.nickName || s.name);
  const logout = useSession((s) => s.logout);
  const lang = useSession((s) => s.lang);
  // Staff (a non-empty admin menu) get a link to the admin shell.
  const routers = useRouters({ enabled: loggedIn });
  const isStaff = loggedIn && (routers.data?.length ?? 0) > 0;

  const menuTree = useMenuTree();
  const items = useMemo(() => visibleMenu(menuTree.data ?? [], lang), [menuTree.data, lang]);
  const articleTypeId = useCurrentArticleTypeId(location.pathname);
  const activeId = activeMenuId(location, items, articleTypeId);

  // The phone-width menu panel is open for the location where it was opened: navigating closes it.
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const panelOpen = openAt === location.key;

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && panelOpen) {
      setOpenAt(null);
      toggleRef.current?.focus();
    }
  };

  const onLogout = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const confirmed = await feedback.confirm({
      title: t('common.notice'),
      content: t('header.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      type: 'warning',
    });
    if (!confirmed) return;
    try {
      await logout();
    } catch {
      // The local session is cleared anyway; the request client showed the error.
    }
    navigate(paths.root.getHref());
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <HomeBrandLink className={styles.logo} />

        <div className={styles.actions}>
          <LangToggle />
          {loggedIn ? (
            <>
              {isStaff ? (
                <Link to="/admin" className={styles.link}>
                  {t('header.admin')}
                </Link>
              ) : null}
              <Link to={paths.personal.getHref()} className={styles.user}>
                {nickName || t('pages.personal')}
              </Link>
              <a href={paths.root.getHref()} className={styles.link} onClick={onLogout}>
                {t('header.logout')}
              </a>
            </>
          ) : (
            <Link to={paths.login.getHref()} className={styles.loginLink}>
              {t('header.login')}
            </Link>
          )}
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={t('header.menu')}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setOpenAt(panelOpen ? null : location.key)}
        >
          <MenuToggleIcon />
        </button>

        <div id={panelId} className={panelOpen ? styles.panelOpen : styles.panel} onKeyDown={onPanelKeyDown}>
          <SiteSearch menu={items} className={styles.search} />
          <nav className={styles.nav} aria-label={t('header.nav')}>
            <ul className={styles.menu}>
              {items.map((item) => (
                <MenuEntry key={item.id} item={item} lang={lang} current={item.id === activeId} />
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
