import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/store/session';
import { type EventCertificate as EventCertificateData, useCertificate } from '../api/activities';
import styles from './event-certificate.module.css';
import { eventTitle } from './event-text';
import { Fact } from './fact';
import { Printable, PrintableQuery } from './printable';

/** The certificate's text: who attended which training, when, for how many hours. */
function CertificateSheet({ data }: { data: EventCertificateData }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
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
        <Fact label={t('activity.issuer')}>{data.issuer}</Fact>
        <Fact label={t('activity.issueDate')}>{data.issueDate}</Fact>
      </dl>
    </Printable>
  );
}

/** /trainingEvent/certificate?signId=: the printable certificate of an attended training (hours). */
export function EventCertificate({ signId }: { signId: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('activity.certificateTitle'));
  return (
    <PrintableQuery query={useCertificate(signId)}>
      {(data) => <CertificateSheet data={data} />}
    </PrintableQuery>
  );
}
