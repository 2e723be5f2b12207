import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyMembership } from '../api/get-my-membership';
import styles from './member-ecard.module.css';
import { MemberFacts } from './member-facts';
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
          <MemberFacts
            member={member}
            validity={{ label: t('memberCard.validity'), value: `${member.validFrom} – ${member.validTo}` }}
            status={member.statusLabel}
          />
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
