import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { TabList } from '@/components/tabs/tab-list';
import { paths } from '@/config/paths';
import { selectLoggedIn, useSession } from '@/store/session';
import { type MemberKind, type PublicLevel, useMyApplications } from '../api/membership';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';
import styles from './membership.module.css';

/**
 * 申请入会: a visitor is asked to log in first; a logged-in person follows each application they
 * have under way (personal and organisation) and may start one of a kind they have none of.
 */
export function MembershipApply({ levels }: { levels: readonly PublicLevel[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const loggedIn = useSession(selectLoggedIn);
  const mine = useMyApplications(loggedIn);
  const [kind, setKind] = useState<MemberKind>('personal');

  if (!loggedIn) {
    return (
      <div className={styles.loginFirst}>
        <p>{t('membership.loginToApply')}</p>
        <Link className={styles.cta} to={paths.login.getHref(location.pathname + location.search)}>
          {t('membership.login')}
        </Link>
        <Link className={styles.ctaGhost} to={paths.register.getHref()}>
          {t('membership.register')}
        </Link>
      </div>
    );
  }
  if (!mine.data) return <p role="status">{t('common.loading')}</p>;

  const { member, org, payTo } = mine.data;
  const latest = { personal: member, org };
  // A kind is open to a new application when there is none yet or the last one was rejected.
  const free = (['personal', 'org'] as MemberKind[]).filter((k) => !latest[k] || latest[k].status === '2');
  const formKind = free.includes(kind) ? kind : free[0];

  const chooser = formKind ? (
    <>
      <TabList
        tabs={free.map((k) => ({
          value: k,
          label: t(k === 'personal' ? 'membership.applyPersonal' : 'membership.applyOrg'),
        }))}
        value={formKind}
        onChange={setKind}
      />
      <ApplicationForm key={formKind} kind={formKind} levels={levels} />
    </>
  ) : null;

  return (
    <div className={styles.applyArea}>
      {[member, org].map((application) =>
        application ? (
          <ApplicationStatus
            key={application.applyId}
            application={application}
            payTo={payTo}
            levels={levels}
          />
        ) : null,
      )}
      {formKind ? (
        member || org ? (
          // Someone already following an application may still apply for another kind.
          <details className={styles.formCard}>
            <summary className={styles.another}>{t('membership.applyAnother')}</summary>
            {chooser}
          </details>
        ) : (
          <div className={styles.formCard}>{chooser}</div>
        )
      ) : null}
    </div>
  );
}
