import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLinks } from '@/features/content/api/get-links';
import { useSiteSettings } from '@/features/content/api/get-site-settings';
import type { FriendLink } from '@/features/content/types';
import { useSession } from '@/store/session';
import { fileUrl } from '@/lib/file-url';
import styles from './public-footer.module.css';
import { SiteBrand } from './site-brand';
import { useSiteName } from './site-name';

export const ICP_URL = 'https://beian.miit.gov.cn/';

/** The six friend links shown until the list call answers (SPEC.md §1). */
export const DEFAULT_LINKS: FriendLink[] = [
  {
    id: -1,
    linkName: '中华人民共和国教育部',
    linkEsName: 'Ministry of Education of the P.R.C.',
    linkUrl: 'http://www.moe.gov.cn/',
  },
  {
    id: -2,
    linkName: '国务院妇女儿童工作委员会办公室',
    linkEsName: 'Office of the National Working Committee on Children and Women',
    linkUrl: 'https://www.nwccw.gov.cn/',
  },
  {
    id: -3,
    linkName: '中华全国妇女联合会',
    linkEsName: "All-China Women's Federation",
    linkUrl: 'https://www.women.org.cn/',
  },
  {
    id: -4,
    linkName: '共青团中央',
    linkEsName: 'Central Committee of the Communist Youth League',
    linkUrl: 'https://www.gqt.org.cn/',
  },
  {
    id: -5,
    linkName: '中国儿童中心',
    linkEsName: "China National Children's Center",
    linkUrl: 'https://www.ccc.org.cn/',
  },
  {
    id: -6,
    linkName: '中国儿童少年基金会',
    linkEsName: "China Children and Teenagers' Fund",
    linkUrl: 'https://www.cctf.org.cn/',
  },
];

/** Only web addresses are followed; one without a scheme is taken as http. */
export function safeLinkUrl(url: string): string | null {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('/') || value === '') return null;
  return `http://${value}`;
}

function OfficialAccount({ src }: { src: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.officialAccount')}
      </h2>
      <figure className={styles.figure}>
        <img
          className={styles.qr}
          src={fileUrl(src)}
          alt={t('footer.officialAccountAlt')}
          width={112}
          height={112}
          loading="lazy"
          onError={() => setFailed(src)}
        />
        <figcaption className={styles.caption}>{t('footer.officialAccountHint')}</figcaption>
      </figure>
    </section>
  );
}

/** Contact details, friend links, the official account and the copyright line (SPEC.md §1). */
export function PublicFooter() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const settings = useSiteSettings().data;
  const links = useLinks().data ?? DEFAULT_LINKS;
  const contactId = useId();
  const linksId = useId();
  const en = lang === 1;
  const pick = (zh: string | undefined, es: string | undefined) => (en && es ? es : (zh ?? ''));

  const address = pick(settings?.address, settings?.addressEs);
  const hours = pick(settings?.hours, settings?.hoursEs);
  const siteName = useSiteName().name;
  const contacts = settings
    ? [
        { key: 'address', label: t('footer.address'), value: address },
        {
          key: 'phone',
          label: t('footer.phone'),
          value: settings.phone,
          href: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
        },
        { key: 'email', label: t('footer.email'), value: settings.email, href: `mailto:${settings.email}` },
        { key: 'hours', label: t('footer.hours'), value: hours },
      ].filter((row) => row.value)
    : [];
  const shownLinks = links.flatMap((link) => {
    const href = safeLinkUrl(link.linkUrl);
    const name = (en && link.linkEsName.trim()) || link.linkName;
    return href && name ? [{ id: link.id, href, name }] : [];
  });

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <SiteBrand variant="footer" />
        </div>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby={contactId}>
            <h2 id={contactId} className={styles.heading}>
              {t('footer.contact')}
            </h2>
            <dl className={styles.contacts}>
              {contacts.map((row) => (
                <div key={row.key} className={styles.contact}>
                  <dt>{row.label}</dt>
                  <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {shownLinks.length > 0 ? (
            <section className={`${styles.column} ${styles.linksColumn}`} aria-labelledby={linksId}>
              <h2 id={linksId} className={styles.heading}>
                {t('footer.links')}
              </h2>
              <ul className={styles.links}>
                {shownLinks.map((link) => (
                  <li key={link.id}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.name}
                      <span className="sr-only">{t('footer.newWindow')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <OfficialAccount src={settings?.officialAccountImage ?? ''} />
        </div>

        <p className={styles.copyright}>
          <span>{t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}</span>
          {settings?.icp ? (
            <a href={ICP_URL} target="_blank" rel="noopener noreferrer" title={t('footer.icpTitle')}>
              {settings.icp}
              <span className="sr-only">{t('footer.newWindow')}</span>
            </a>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
