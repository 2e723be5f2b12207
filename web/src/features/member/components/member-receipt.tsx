import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatFen } from '@/lib/money';
import { useReceipt } from '../api/membership';
import styles from './member-receipt.module.css';

/** 收据 of a confirmed payment, printable on A4 (only the receipt prints). */
export function MemberReceipt({ payId }: { payId: number }) {
  const { t } = useTranslation();
  const receipt = useReceipt(payId);
  if (receipt.isError) return <p role="alert">{receipt.error.message}</p>;
  if (!receipt.data) return <p role="status">{t('common.loading')}</p>;
  const r = receipt.data;
  const rows: [string, string][] = [
    [t('memberReceipt.payer'), r.payerName],
    [t('memberReceipt.member'), r.name],
    [t('memberReceipt.memberNo'), r.memberNo],
    [t('memberReceipt.level'), r.levelName],
    [t('memberReceipt.item'), t('memberReceipt.itemText', { from: r.periodFrom, to: r.periodTo })],
    [t('memberReceipt.amount'), formatFen(r.amount)],
    [t('memberReceipt.inWords'), r.amountInWords],
    [t('memberReceipt.method'), r.method],
    [t('memberReceipt.paidDate'), r.paidDate],
  ];
  return (
    <div className={styles.wrap}>
      <article className={styles.receipt} aria-label={t('memberReceipt.title')}>
        <h1 className={styles.title}>{t('memberReceipt.title')}</h1>
        <p className={styles.no}>
          {t('memberReceipt.no')}：<span>{r.receiptNo}</span>
        </p>
        <table className={styles.table}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <footer className={styles.footer}>
          <span>
            {t('memberReceipt.issuer')}：{r.issuer}
          </span>
          <span>
            {t('memberReceipt.issueDate')}：{r.issueDate}
          </span>
        </footer>
      </article>
      <p className={styles.actions}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {t('memberReceipt.print')}
        </button>
        <Link to={paths.memberShip.getHref()}>{t('memberReceipt.back')}</Link>
      </p>
    </div>
  );
}
