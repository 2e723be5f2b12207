import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CertificateSheet } from '@/components/certificate/certificate-sheet';
import { paths } from '@/config/paths';
import { useEvaluationCertificate } from '../api/evaluate';
import styles from './evaluate.module.css';

/**
 * /evaluate/certificate/:certId: one's certificate to print. When it cannot be had (not one's
 * own, unknown; the request client has said why) the way back to one's applications.
 */
export function EvaluationCertificate({ certId }: { certId: number }) {
  const { t } = useTranslation();
  const certificate = useEvaluationCertificate(certId);
  const back = <Link to={paths.evaluate.getHref()}>{t('evaluate.back')}</Link>;

  if (certificate.isPending) {
    return (
      <p role="status" className={styles.message}>
        {t('common.loading')}
      </p>
    );
  }
  if (!certificate.data) return <p className={styles.message}>{back}</p>;
  return <CertificateSheet certificate={certificate.data} actions={back} />;
}
