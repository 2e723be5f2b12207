import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A list of the user's records; until the membership work fills it, the empty state and a way in. */
export function RecordSection({ title, to, linkText }: { title: string; to: string; linkText: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={title}>
      <div className={styles.empty}>
        <span className={styles.emptyIcon} aria-hidden="true" />
        <p className={styles.emptyText}>{t('personal.empty')}</p>
        <Link to={to} className={styles.action}>
          {linkText}
        </Link>
      </div>
    </Panel>
  );
}

/** 我的会员 (with the member's card when given), 培训活动报名 (the sign-ups when given), 我的申报, 能力评价. */
export function PersonalSections({
  memberCard,
  eventSigns,
}: {
  memberCard?: ReactNode;
  eventSigns?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      <MembershipSection card={memberCard} />
      {eventSigns ? (
        <Panel title={t('personal.trainingTitle')}>{eventSigns}</Panel>
      ) : (
        <RecordSection
          title={t('personal.trainingTitle')}
          to={paths.trainingEvent.getHref()}
          linkText={t('personal.trainingLink')}
        />
      )}
      <RecordSection
        title={t('personal.declareTitle')}
        to={paths.declare.getHref()}
        linkText={t('personal.declareLink')}
      />
      <RecordSection
        title={t('personal.evaluateTitle')}
        to={paths.evaluate.getHref()}
        linkText={t('personal.evaluateLink')}
      />
    </div>
  );
}
