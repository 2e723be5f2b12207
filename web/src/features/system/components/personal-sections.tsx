import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';
import { Panel } from './panel';
import styles from './personal-sections.module.css';

/**
 * 我的会员: the member's card when the page has one to show, else the standing from the session
 * (`isMember` of getInfo) with an invitation to apply.
 */
export function MembershipSection({ card }: { card?: ReactNode }) {
  const { t } = useTranslation();
  const known = useSession((s) => s.user !== null);
  const isMember = useSession((s) => s.isMember);
  return (
    <Panel title={t('personal.memberTitle')}>
      {card ??
        (!known ? (
          <p role="status" className={styles.muted}>
            {t('common.loading')}
          </p>
        ) : (
          <div className={styles.member}>
            <p className={styles.status}>
              <span className={`${styles.badge} ${isMember ? styles.badgeMember : ''}`}>
                {isMember ? t('personal.memberYes') : t('personal.memberNo')}
              </span>
            </p>
            <p className={styles.text}>
              {isMember ? t('personal.memberYesText') : t('personal.memberNoText')}
            </p>
            <Link
              to={paths.memberShip.getHref()}
              className={`${styles.action} ${isMember ? '' : styles.actionPrimary}`}
            >
              {isMember ? t('personal.memberView') : t('personal.memberApply')}
            </Link>
          </div>
        ))}
    </Panel>
  );
}

/** A list of the user's records when there are some, else the empty state and a way in. */
export function RecordSection({
  title,
  to,
  linkText,
  records,
}: {
  title: string;
  to: string;
  linkText: string;
  records?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      {records ?? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true" />
          <p className={styles.emptyText}>{t('personal.empty')}</p>
          <Link to={to} className={styles.action}>
            {linkText}
          </Link>
        </div>
      )}
    </Panel>
  );
}

/** 我的会员 (with the member's card when given), then the sign-ups, declarations and evaluations when given. */
export function PersonalSections({
  memberCard,
  eventSigns,
  declarations,
  evaluations,
}: {
  memberCard?: ReactNode;
  eventSigns?: ReactNode;
  declarations?: ReactNode;
  evaluations?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      <MembershipSection card={memberCard} />
      <RecordSection
        title={t('personal.trainingTitle')}
        to={paths.trainingEvent.getHref()}
        linkText={t('personal.trainingLink')}
        records={eventSigns}
      />
      <RecordSection
        title={t('personal.declareTitle')}
        to={paths.declare.getHref()}
        linkText={t('personal.declareLink')}
        records={declarations}
      />
      <RecordSection
        title={t('personal.evaluateTitle')}
        to={paths.evaluate.getHref()}
        linkText={t('personal.evaluateLink')}
        records={evaluations}
      />
    </div>
  );
}
