import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
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
      <dl className={styles.facts}>
        <dt>{t('evaluate.verify.state')}</dt>
        <dd>
          <span className={`${styles.badge} ${styles[check.status]}`}>{state}</span>
        </dd>
        <dt>{t('evaluate.verify.holder')}</dt>
        <dd>{check.name}</dd>
        <dt>{t('evaluate.certNo')}</dt>
        <dd>{check.certNo}</dd>
        <dt>{t('evaluate.verify.program')}</dt>
        <dd>{check.programName}</dd>
        {check.level ? (
          <>
            <dt>{t('evaluate.verify.level')}</dt>
            <dd>{check.level}</dd>
          </>
        ) : null}
        {check.hours > 0 ? (
          <>
            <dt>{t('evaluate.verify.hours')}</dt>
            <dd>{t('evaluate.verify.hoursValue', { count: check.hours })}</dd>
          </>
        ) : null}
        <dt>{t('evaluate.verify.issueDate')}</dt>
        <dd>{check.issueDate}</dd>
        <dt>{t('evaluate.verify.validTo')}</dt>
        <dd>{check.validTo || t('evaluate.noEnd')}</dd>
      </dl>
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
  useDocumentTitle(t('evaluate.verify.title'));
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

  const failure = check.isError && !check.isFetching ? check.error : null;
  let refusal = '';
  if (failure instanceof RequestError) {
    refusal = failure.code === 404 ? t('evaluate.verify.notFound') : failure.message;
  }

  return (
    <section className={styles.verify} aria-labelledby="certificate-verify-title">
      <h1 id="certificate-verify-title" className={styles.verifyTitle}>
        {t('evaluate.verify.title')}
      </h1>
      <p className={styles.lead}>{t('evaluate.verify.lead')}</p>
      <form className={styles.verifyForm} onSubmit={submit} noValidate>
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
        <button type="submit" className={`${formStyles.button} ${formStyles.primary}`}>
          {t('evaluate.verify.submit')}
        </button>
      </form>
      {check.isFetching ? <p role="status">{t('common.loading')}</p> : null}
      {refusal ? (
        <p role="alert" className={styles.notFound}>
          {refusal}
        </p>
      ) : null}
      {check.data && !check.isFetching ? <Found check={check.data} /> : null}
    </section>
  );
}
