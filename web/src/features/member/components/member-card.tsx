import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { MemberView } from '../api/get-my-membership';
import styles from './member-card.module.css';

/** The member's number, name, level, validity and standing, with the way to the printable e-card. */
export function MemberCard({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        <dt>{t('memberVerify.memberNo')}</dt>
        <dd>{member.memberNo}</dd>
        <dt>{t('memberVerify.name')}</dt>
        <dd>{member.name}</dd>
        <dt>{t('memberVerify.level')}</dt>
        <dd>{member.levelName}</dd>
        <dt>{t('memberVerify.validTo')}</dt>
        <dd>{member.validTo}</dd>
        <dt>{t('memberVerify.status')}</dt>
        <dd>
          <span className={`${styles.badge} ${member.isCurrent ? styles.current : styles.notCurrent}`}>
            {member.statusLabel}
          </span>
        </dd>
      </dl>
      <Link to={paths.memberCard.getHref()} className={styles.action}>
        {t('memberCard.open')}
      </Link>
    </div>
  );
}
