import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { useCertificate } from '../api/activities';
import styles from './event-certificate.module.css';
import { eventTitle } from './event-text';
import { Printable, PrintableMessage } from './printable';

/** /trainingEvent/certificate?signId=: the printable certificate of an attended training (hours). */
export function EventCertificate({ signId }: { signId: number }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  useDocumentTitle(t('activity.certificateTitle'));
  const certificate = useCertificate(signId);
  const data = certificate.data;

  if (certificate.isPending) return <PrintableMessage>{t('common.loading')}</PrintableMessage>;
  if (!data) {
    return (
      <PrintableMessage>
        <Link to={paths.personal.getHref()}>{t('activity.mine')}</Link>
      </PrintableMessage>
    );
  }
  const start = data.startTime.slice(0, 10);
  const end = data.endTime.slice(0, 10);
  const text = t('activity.certText', {
    name: data.realName,
    employer: data.employer ? t('activity.certEmployer', { employer: data.employer }) : '',
    period: start === end ? t('activity.certDay', { date: start }) : t('activity.certRange', { start, end }),
    title: eventTitle(data, lang),
    hours: data.hours,
  });
  return (
    <Printable title={t('activity.certificateTitle')}>
      <p className={styles.no}>
        {t('activity.certNo')}：{data.certNo}
      </p>
      <p className={styles.text}>{text}</p>
      <dl className={styles.sign}>
        <div>
          <dt>{t('activity.issuer')}</dt>
          <dd>{data.issuer}</dd>
        </div>
        <div>
          <dt>{t('activity.issueDate')}</dt>
          <dd>{data.issueDate}</dd>
        </div>
      </dl>
    </Printable>
  );
}
