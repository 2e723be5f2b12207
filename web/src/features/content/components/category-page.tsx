import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { useMenuTree } from '../api/get-menu-tree';
import { areaxListHref, MENU_IDS } from '../menu';
import type { MenuItem } from '../types';
import { PagedArticleList } from './article-list';
import { Breadcrumb, type Crumb } from './breadcrumb';
import styles from './category-page.module.css';
import { MessagePage, PageMessage } from './page-message';
import { SinglePage } from './single-page';
import siteStyles from './site.module.css';
import { displayName, findInMenu, hiddenIn, isLinkType, pathTo, typeHref } from './text';

/**
 * Which category to show:
 * - `areaxList`: the type `parentId` with tab `tabId` (`/areaxList?parentId&tabIndex`);
 * - `aboutUs`: the parent of type `typeId` with that type as tab (`/aboutUs?typeId`); without a
 *   type, 本会概况 (86) and its first tab.
 */
export type CategorySelection =
  { kind: 'areaxList'; parentId?: number; tabId?: number } | { kind: 'aboutUs'; typeId?: number };

function resolve(menu: MenuItem[], selection: CategorySelection) {
  if (selection.kind === 'areaxList') {
    const parent = selection.parentId === undefined ? undefined : findInMenu(menu, selection.parentId);
    return { parent, tabId: selection.tabId };
  }
  if (selection.typeId === undefined) return { parent: findInMenu(menu, MENU_IDS.aboutUs), tabId: undefined };
  const type = findInMenu(menu, selection.typeId);
  if (!type || type.parentId === 0) return { parent: type, tabId: undefined };
  return { parent: findInMenu(menu, type.parentId), tabId: type.id };
}

/**
 * A category page: the parent's children (those shown in the chosen language) as tabs, the
 * active tab's content by its bllType — 3 a single page, 4 with a path a link, otherwise a paged
 * list — and a breadcrumb 首页 / parent / tab.
 */
export function CategoryPage({ selection }: { selection: CategorySelection }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const menu = useMenuTree();
  const headingId = useId();

  const { parent, tabId } = menu.data
    ? resolve(menu.data, selection)
    : { parent: undefined, tabId: undefined };
  const trail = parent && menu.data ? pathTo(menu.data, parent.id) : [];
  const hidden = hiddenIn(trail, lang);
  const tabs = parent && !hidden ? parent.children.filter((child) => !hiddenIn([child], lang)) : [];
  const active = tabs.find((tab) => tab.id === tabId) ?? tabs[0];
  const parentName = parent ? displayName(parent, lang) : '';
  const activeName = active ? displayName(active, lang) : '';

  useDocumentTitle(
    menu.isPending ? undefined : parent && !hidden ? activeName || parentName : t('pages.areaxList'),
  );

  const title = t('pages.areaxList');
  if (menu.isPending) return <MessagePage />;
  if (menu.isError) return <MessagePage title={title}>{t('category.loadFailed')}</MessagePage>;
  if (!parent) {
    return (
      <MessagePage title={title} home>
        {t('category.notFound')}
      </MessagePage>
    );
  }
  if (hidden) {
    return (
      <MessagePage title={title} home>
        {t('category.notInLanguage')}
      </MessagePage>
    );
  }

  const tabHref = (tab: MenuItem) => {
    if (isLinkType(tab)) return tab.bllValue;
    return selection.kind === 'aboutUs' ? paths.aboutUs.getHref(tab.id) : areaxListHref(parent.id, tab.id);
  };

  const crumbs: Crumb[] = trail.map((item) => ({ label: displayName(item, lang), to: typeHref(item) }));
  if (active) crumbs.push({ label: activeName });

  // What the page shows: the active tab, or the parent itself when it has no tabs.
  const shown = active ?? parent;
  const shownName = active ? activeName : parentName;
  let content;
  if (isLinkType(shown)) {
    content = (
      <PageMessage
        action={
          <Link to={shown.bllValue} className={siteStyles.primaryLink}>
            {t('category.goTo', { name: shownName })}
          </Link>
        }
      >
        {t('category.linkLead', { name: shownName })}
      </PageMessage>
    );
  } else if (active && active.bllType === 3) {
    content = <SinglePage key={active.id} typeId={active.id} heading={activeName} />;
  } else {
    content = <PagedArticleList key={shown.id} filter={{ typeId: shown.id }} />;
  }

  return (
    <div className={styles.page}>
      <Breadcrumb items={crumbs} />
      <div className={tabs.length ? styles.layout : undefined}>
        {tabs.length > 0 && (
          <aside className={styles.side}>
            <h1 className={styles.sideTitle}>{parentName}</h1>
            <nav aria-label={t('category.sections')}>
              <ul className={styles.tabs}>
                {tabs.map((tab) => {
                  const current = tab.id === active?.id;
                  return (
                    <li key={tab.id}>
                      <Link
                        to={tabHref(tab)}
                        className={current ? `${styles.tab} ${styles.activeTab}` : styles.tab}
                        aria-current={current ? 'page' : undefined}
                      >
                        {displayName(tab, lang)}
                        {isLinkType(tab) && (
                          <span className={styles.external} aria-hidden="true">
                            ›
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </aside>
        )}
        <section className={styles.content} aria-labelledby={headingId}>
          {tabs.length > 0 ? (
            <h2 id={headingId} className={styles.contentTitle}>
              {shownName}
            </h2>
          ) : (
            <h1 id={headingId} className={styles.contentTitle}>
              {shownName}
            </h1>
          )}
          {content}
        </section>
      </div>
    </div>
  );
}
