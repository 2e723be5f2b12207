import { useTranslation } from '@/lib/i18n';
import { LoadFailed } from '@/components/workflow/load-failed';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { type Announcement, useResults } from '../api/declare';
import { callTitle, day } from './declare-text';
import styles from './merit-rating.module.css';

/** The declarations an announcement lists: project and declarant, in the order staff ranked them. */
function Winners({ announcement, title }: { announcement: Announcement; title: string }) {
  const { t } = useTranslation();
  if (!announcement.winners.length) return <p className={styles.empty}>{t('merit.noWinners')}</p>;
  return (
    <table className={styles.winners} aria-label={t('merit.winnersOf', { title })}>
      <thead>
        <tr>
          <th scope="col" className={styles.no}>
            <span className="sr-only">#</span>
          </th>
          <th scope="col">{t('merit.project')}</th>
          <th scope="col">{t('merit.declarant')}</th>
        </tr>
      </thead>
      <tbody>
        {announcement.winners.map((winner, index) => (
          <tr key={winner.declareId}>
            <td className={styles.no}>{index + 1}</td>
            <td>{winner.title}</td>
            <td>{winner.applicantName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** When an announcement was published and until when objections may be raised. */
function Dates({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.dates}>
      <div>
        <dt>{t('merit.published')}</dt>
        <dd>{day(announcement.publishTime)}</dd>
      </div>
      <div>
        <dt>{t('merit.publicityUntil')}</dt>
        <dd>{day(announcement.publicityEnd)}</dd>
      </div>
    </dl>
  );
}

/** 公示中: each announcement still in its publicity period, in full. */
function Current({ announcements }: { announcements: readonly Announcement[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <section className={styles.section} aria-labelledby="merit-current">
      <h2 id="merit-current">{t('merit.current')}</h2>
      {announcements.length ? (
        announcements.map((announcement) => {
          const title = callTitle(announcement, lang);
          return (
            <article key={announcement.callId} className={styles.announcement} aria-label={title}>
              <h3 className={styles.title}>{title}</h3>
              <Dates announcement={announcement} />
              <Winners announcement={announcement} title={title} />
            </article>
          );
        })
      ) : (
        <p className={styles.empty}>{t('merit.currentEmpty')}</p>
      )}
    </section>
  );
}

/** 往届评优: earlier announcements by year, newest first, each folded to its title. */
function Past({ years }: { years: readonly { year: number; announcements: readonly Announcement[] }[] }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return (
    <section className={styles.section} aria-labelledby="merit-past">
      <h2 id="merit-past">{t('merit.past')}</h2>
      {newestFirst.length ? (
        newestFirst.map(({ year, announcements }) => (
          <section key={year} className={styles.year} aria-labelledby={`merit-year-${year}`}>
            <h3 id={`merit-year-${year}`}>{t('merit.year', { year })}</h3>
            <ul className={styles.past}>
              {announcements.map((announcement) => {
                const title = callTitle(announcement, lang);
                return (
                  <li key={announcement.callId}>
                    <details>
                      <summary>
                        {title}
                        <span>
                          {day(announcement.publishTime)} ·{' '}
                          {t('merit.count', { count: announcement.winners.length })}
                        </span>
                      </summary>
                      <Dates announcement={announcement} />
                      <Winners announcement={announcement} title={title} />
                    </details>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      ) : (
        <p className={styles.empty}>{t('merit.pastEmpty')}</p>
      )}
    </section>
  );
}

/** /meritRating (public): the announced results of the association's merit ratings (公示). */
export function MeritRating() {
  const { t } = useTranslation();
  useDocumentTitle(t('merit.title'));
  const results = useResults();

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{t('merit.title')}</h1>
        <p>{t('merit.lead')}</p>
      </header>
      {results.data ? (
        <>
          <Current announcements={results.data.current} />
          <Past years={results.data.past} />
        </>
      ) : results.isError ? (
        <LoadFailed
          message={t('merit.loadFailed')}
          retry={t('merit.retry')}
          onRetry={() => void results.refetch()}
          className={styles.message}
        />
      ) : (
        <p role="status" className={styles.message}>
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
