import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/form/field';
import { FactList } from '@/components/workflow/fact-list';
import { LookupPanel } from '@/components/workflow/lookup-panel';
import { RequestError } from '@/lib/request';
import { type CertificateCheck, type CertificateQuery, useCertificateCheck } from '../api/evaluate';
import styles from './evaluate.module.css';

/** Certificate numbers are letters and digits (the server's limit is 20 characters). */
const CERT_NO = /^[A-Z0-9-]{1,20}$/;

/** What the check found, as a checker reads it: the state first, then the facts. */
function Found({ check }: { check: CertificateCheck }) {
  const { t } = useTranslation();
  const state =
    check.status === 'revoked' && check.revokeTime
      ? t('evaluate.verify.revokedAt', { time: check.revokeTime.slice(0, 10) })
      : t(`evaluate.verify.${check.status}`);
  return (
    <section className={styles.verifyResult} aria-label={t('evaluate.verify.result')}>
      <FactList
        className={styles.facts}
        facts={[
          {
            label: t('evaluate.verify.state'),
            value: <span className={`${styles.badge} ${styles[check.status]}`}>{state}</span>,
          },
          { label: t('evaluate.verify.holder'), value: check.name },
          { label: t('evaluate.certNo'), value: check.certNo },
          { label: t('evaluate.verify.program'), value: check.programName },
          !!check.level && { label: t('evaluate.verify.level'), value: check.level },
          check.hours > 0 && {
            label: t('evaluate.verify.hours'),
            value: t('evaluate.verify.hoursValue', { count: check.hours }),
          },
          { label: t('evaluate.verify.issueDate'), value: check.issueDate },
          { label: t('evaluate.verify.validTo'), value: check.validTo || t('evaluate.noEnd') },
        ]}
      />
    </section>
  );
}

/**
 * /evaluate/verify: anyone checks a certificate number, optionally with the holder's name (a
 * certificate's QR code opens it filled in). `query` is the address's; a check changes the address.
 */
export function CertificateVerify({
  query,
  onCheck,
}: {
  query: CertificateQuery;
  onCheck: (next: CertificateQuery) => void;
}) {
  const { t } = useTranslation();
  const [certNo, setCertNo] = useState(query.certNo);
  const [name, setName] = useState(query.name);
  const [error, setError] = useState('');
  const check = useCertificateCheck(query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = certNo.trim().toUpperCase();
    if (!number) {
      setError(t('evaluate.verify.numberRequired'));
      return;
    }
    if (!CERT_NO.test(number)) {
      setError(t('evaluate.verify.numberInvalid'));
      return;
    }
    setError('');
    onCheck({ certNo: number, name: name.trim() });
  };

  return (
    <LookupPanel
      id="certificate-verify-title"
      texts="evaluate.verify"
      formClassName={styles.verifyForm}
      onSubmit={submit}
      fields={
        <>
          <TextField
            label={t('evaluate.verify.certNo')}
            value={certNo}
            maxLength={20}
            autoComplete="off"
            error={error}
            onChange={(event) => {
              setCertNo(event.target.value);
              setError('');
            }}
          />
          <TextField
            label={t('evaluate.verify.name')}
            value={name}
            maxLength={30}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </>
      }
      check={check}
      refusal={(error) =>
        error instanceof RequestError
          ? error.code === 404
            ? t('evaluate.verify.notFound')
            : error.message
          : ''
      }
      refusalClassName={styles.notFound}
    >
      {(found) => <Found check={found} />}
    </LookupPanel>
  );
}
