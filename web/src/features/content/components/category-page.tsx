import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { useMenuTree } from '../api/get-menu-tree';
import { areaxListHref, MENU_IDS } from '../menu';
import type { MenuItem } from '../types';
import { PagedArticleList } from './article-list';
import { Breadcrumb, type Crumb, typeCrumbs } from './breadcrumb';
import styles from './category-page.module.css';
import { NoticeBoard } from './notice-board';
import { MessagePage, PageMessage } from './page-message';
import { SinglePage } from './single-page';
import siteStyles from './site.module.css';
import { displayName, fallbackLang, findInMenu, isLinkType, namedIn, pathTo } from './text';

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
 * A category page: the parent's children as tabs, the active tab's content by its bllType — 3 a
 * single page, 4 with a path a link, otherwise a paged list (on 通知公告 under the notice board) —
 * and a breadcrumb 首页 / parent / tab.
 * In English the categories hidden from the menu (no English name) still open, so that the home
 * blocks, search and the sitemap lead to their English articles: a name without an English
 * version falls back to the Chinese one, except where it is only context (the breadcrumb's steps,
 * the title above the tabs), which is left unsaid.
 */
export function CategoryPage({ selection }: { selection: CategorySelection }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const menu = useMenuTree();
  const headingId = useId();

  const { parent, tabId } = menu.data
    ? resolve(menu.data, selection)
    : { parent: undefined, tabId: undefined };
  const tabs = parent?.children ?? [];
  const active = tabs.find((tab) => tab.id === tabId) ?? tabs[0];
  const parentName = parent ? displayName(parent, lang) : '';
  const activeName = active ? displayName(active, lang) : '';

  useDocumentTitle(menu.isPending ? undefined : parent ? activeName || parentName : t('pages.areaxList'));

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

  const tabHref = (tab: MenuItem) => {
    if (isLinkType(tab)) return tab.bllValue;
    return selection.kind === 'aboutUs' ? paths.aboutUs.getHref(tab.id) : areaxListHref(parent.id, tab.id);
  };

  const trail = menu.data ? pathTo(menu.data, parent.id) : [];
  const crumbs: Crumb[] = active
    ? [...typeCrumbs(trail, lang), { label: activeName }]
    : [...typeCrumbs(trail.slice(0, -1), lang), { label: parentName }];
  // Above the tabs, the parent's name when it has one in the language; else the tab's heading
  // becomes the page's title.
  const sideTitle = namedIn(parent, lang) ? parentName : '';
  const ContentTitle = tabs.length > 0 && sideTitle ? 'h2' : 'h1';

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
    const articles = <PagedArticleList key={shown.id} filter={{ typeId: shown.id }} />;
    content =
      shown.id === MENU_IDS.notices ? (
        <>
          <NoticeBoard />
          {articles}
        </>
      ) : (
        articles
      );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb items={crumbs} />
      <div className={tabs.length ? styles.layout : undefined}>
        {tabs.length > 0 && (
          <aside className={styles.side}>
            {sideTitle && <h1 className={styles.sideTitle}>{sideTitle}</h1>}
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
                        lang={fallbackLang(tab.bllEsName, lang)}
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
          <ContentTitle
            id={headingId}
            className={styles.contentTitle}
            lang={fallbackLang(shown.bllEsName, lang)}
          >
            {shownName}
          </ContentTitle>
          {content}
        </section>
      </div>
    </div>
  );
}
