import dayjs from 'dayjs';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { MemberView } from '../api/get-my-membership';
import { useMyApplications, useOpenRenewal } from '../api/membership';
import { DirectoryProfileForm } from './directory-profile-form';
import styles from './member-card.module.css';
import { MemberFacts, StandingBadge } from './member-facts';
import { PaymentList } from './payment-list';

/**
 * The member's number, name, level, validity and standing, the way to the printable e-card, the
 * renewal (open from 30 days before expiry, and after a lapse) and the payments made.
 */
export function MemberCard({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const renew = useOpenRenewal();
  const applications = useMyApplications(true);
  const payments = [applications.data?.member, applications.data?.org].flatMap((a) => a?.payments ?? []);
  const renewable = member.status !== '1' && dayjs().format('YYYY-MM-DD') >= member.renewFrom;

  return (
    <div className={styles.card}>
      <MemberFacts
        member={member}
        status={<StandingBadge current={member.isCurrent}>{member.statusLabel}</StandingBadge>}
      />
      <div className={styles.actions}>
        <Link to={paths.memberCard.getHref()} className={styles.action}>
          {t('memberCard.open')}
        </Link>
        {renewable ? (
          <button
            type="button"
            className={styles.renew}
            disabled={renew.isPending}
            onClick={() =>
              void renew.mutateAsync(undefined).then(() => navigate(`${paths.memberShip.getHref()}#apply`))
            }
          >
            {t('membership.renew')}
          </button>
        ) : null}
      </div>
      {payments.length ? <PaymentList payments={payments} /> : null}
      <DirectoryProfileForm member={member} />
    </div>
  );
}
