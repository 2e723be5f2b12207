import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { MemberView } from '../api/get-my-membership';
import styles from './member-card.module.css';
import { MemberFacts, StandingBadge } from './member-facts';

/** The member's number, name, level, validity and standing, with the way to the printable e-card. */
export function MemberCard({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <MemberFacts
        member={member}
        status={<StandingBadge current={member.isCurrent}>{member.statusLabel}</StandingBadge>}
      />
      <Link to={paths.memberCard.getHref()} className={styles.action}>
        {t('memberCard.open')}
      </Link>
    </div>
  );
}
