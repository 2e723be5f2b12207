import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import styles from './site-brand.module.css';
import { useSiteName } from './site-name';

const LOGO_SRC = `${import.meta.env.BASE_URL}logo.svg`;

/**
 * The association's logo (web/public/logo.svg, also the favicon) and its name, with the name in
 * the other language as a small line under it. That line is a translation, so it stays out of
 * the accessible name: a link around the brand is called by the name alone.
 */
export function SiteBrand({ variant }: { variant: 'header' | 'footer' }) {
  const { name, otherName } = useSiteName();
  const en = useSession((s) => s.lang) === 1;
  return (
    <span className={styles[variant]}>
      <img className={styles.mark} src={LOGO_SRC} alt="" width={48} height={48} />
      <span className={styles.names}>
        <span className={styles.name}>{name}</span>
        {otherName ? (
          <span className={styles.otherName} lang={en ? 'zh-CN' : 'en'} aria-hidden="true">
            {otherName}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** The header's brand, a link to the home page. */
export function HomeBrandLink({ className }: { className: string }) {
  return (
    <Link to={paths.root.getHref()} className={className}>
      <SiteBrand variant="header" />
    </Link>
  );
}
