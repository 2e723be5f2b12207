import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyMembership } from '../api/get-my-membership';
import styles from './member-ecard.module.css';
import { VerificationQr } from './verification-qr';

/** /memberShip/card: the printable e-card (A4 or a phone screen) with the QR code of its verification. */
export function MemberECard() {
  const { t } = useTranslation();
  useDocumentTitle(t('memberCard.title'));
  const membership = useMyMembership();
  const member = membership.data;

  if (membership.isPending) return <p role="status">{t('common.loading')}</p>;
  if (!member) {
    return (
      <section className={styles.page}>
        <p>{t('memberCard.none')}</p>
        <Link to={paths.memberShip.getHref()}>{t('personal.memberApply')}</Link>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="member-ecard-title">
      <article className={styles.card}>
        <header className={styles.header}>
          <h1 id="member-ecard-title">{t('memberCard.title')}</h1>
          <p>{t('common.siteName')}</p>
        </header>
        <div className={styles.body}>
          <dl className={styles.facts}>
            <dt>{t('memberVerify.name')}</dt>
            <dd>{member.name}</dd>
            <dt>{t('memberVerify.memberNo')}</dt>
            <dd>{member.memberNo}</dd>
            <dt>{t('memberVerify.level')}</dt>
            <dd>{member.levelName}</dd>
            <dt>{t('memberCard.validity')}</dt>
            <dd>
              {member.validFrom} – {member.validTo}
            </dd>
            <dt>{t('memberVerify.status')}</dt>
            <dd>{member.statusLabel}</dd>
          </dl>
          <figure className={styles.qr}>
            <VerificationQr memberNo={member.memberNo} />
            <figcaption>{t('memberCard.scan')}</figcaption>
          </figure>
        </div>
      </article>
      <button type="button" className={styles.print} onClick={() => window.print()}>
        {t('memberCard.print')}
      </button>
    </section>
  );
}
