import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import type { ApplicationView } from '../api/membership';
import styles from './membership.module.css';

type Payment = ApplicationView['payments'][number];

/** 缴费记录: each transfer with its date, amount and state; a receipt once confirmed, the reason once returned. */
export function PaymentList({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('membership.payments')}>
      <h4 className={styles.minorTitle}>{t('membership.payments')}</h4>
      <ul className={styles.payments}>
        {payments.map((payment) => (
          <li key={payment.payId}>
            <span>{payment.paidDate}</span>
            <span>{formatFen(payment.amount)}</span>
            <span className={styles[`pay${payment.status}`]}>
              {t(`membership.payStatus.${payment.status as '0' | '1' | '2'}`)}
            </span>
            {payment.status === '1' ? (
              <Link to={paths.memberReceipt.getHref(payment.payId)}>{t('membership.receipt')}</Link>
            ) : payment.comment ? (
              <span className={styles.muted}>{payment.comment}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
