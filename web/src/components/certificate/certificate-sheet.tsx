import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CertificateView } from '@server/modules/workflow/certificate.schema';
import { QrCode } from '@/components/qr-code';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { PrintActions } from '@/components/print-actions';
import styles from './certificate-sheet.module.css';
// The feature's texts register as it loads (they are not in the site's first load).
import './locales';

export type { CertificateView };

/** biz_cert_status '1': revoked by staff (the sheet still prints, marked, so a copy cannot pass as valid). */
const REVOKED = '1';

/**
 * A certificate on A4 (an ability evaluation's pass or a training's hours): who, what, the number,
 * the dates, the issuer and the QR code of its public verification. On paper only the sheet shows.
 */
export function CertificateSheet({
  certificate,
  actions,
}: {
  certificate: CertificateView;
  /** Links or buttons beside 打印 (not printed). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const kind = certificate.kind === 'training' ? 'training' : 'evaluation';
  const heading = t(`certificate.title.${kind}`);
  useDocumentTitle(heading);
  const revoked = certificate.status === REVOKED;
  const title = lang === 1 && certificate.titleEs.trim() ? certificate.titleEs : certificate.title;

  return (
    <section className={styles.page} aria-labelledby="certificate-title">
      <article className={`${styles.sheet} ${revoked ? styles.revoked : ''}`}>
        {revoked ? (
          <p className={styles.stamp} aria-hidden="true">
            {t('certificate.revoked')}
          </p>
        ) : null}
        <h1 id="certificate-title" className={styles.title}>
          {heading}
        </h1>
        <p className={styles.no}>{t('certificate.no', { no: certificate.certNo })}</p>
        {revoked ? (
          <div className={styles.revokedNote} role="note">
            <strong>{t('certificate.revoked')}</strong>
            <p>
              {certificate.revokeTime
                ? t('certificate.revokedOn', { time: certificate.revokeTime.slice(0, 10) })
                : t('certificate.revokedText')}
            </p>
            {certificate.revokeReason ? (
              <p>{t('certificate.revokedReason', { reason: certificate.revokeReason })}</p>
            ) : null}
          </div>
        ) : null}
        <p className={styles.text}>
          {t(`certificate.text.${kind}`, {
            name: certificate.holderName,
            title,
            level: certificate.level,
            hours: certificate.hours,
          })}
        </p>
        <footer className={styles.footer}>
          <figure className={styles.qr}>
            <QrCode
              text={new URL(certificate.verifyUrl, window.location.origin).href}
              alt={t('certificate.qrAlt')}
            />
            <figcaption>{t('certificate.scan')}</figcaption>
          </figure>
          <dl className={styles.sign}>
            <div>
              <dt>{t('certificate.issuer')}</dt>
              <dd>{certificate.issuer}</dd>
            </div>
            <div>
              <dt>{t('certificate.issueDate')}</dt>
              <dd>{certificate.issueDate}</dd>
            </div>
            <div>
              <dt>{t('certificate.validTo')}</dt>
              <dd>{certificate.validTo || t('certificate.noEnd')}</dd>
            </div>
          </dl>
        </footer>
      </article>
      <PrintActions printLabel={t('certificate.print')} actions={actions} />
    </section>
  );
}
