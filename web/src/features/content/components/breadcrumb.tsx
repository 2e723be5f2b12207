import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Lang } from '@/lib/i18n';
import type { MenuItem } from '../types';
import styles from './site.module.css';
import { displayName, namedIn, typeHref } from './text';

export interface Crumb {
  label: string;
  /** Without a link the step is the current page. */
  to?: string;
}

/**
 * The steps of a trail of types, each linking to its page. In English a step without an English
 * name is left out (资讯公告 and the other items hidden from the English menu) rather than shown
 * in Chinese: the page's own heading still says where the reader is.
 */
export function typeCrumbs(trail: MenuItem[], lang: Lang): Crumb[] {
  return trail
    .filter((item) => namedIn(item, lang))
    .map((item) => ({ label: displayName(item, lang), to: typeHref(item) }));
}

/** 首页 / … / current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('pages.home'), to: paths.home.getHref() }, ...items];
  return (
    <nav className={styles.breadcrumb} aria-label={t('category.breadcrumb')}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
