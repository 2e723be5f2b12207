import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type MemberCheck, useMemberCheck } from '../api/verify-member';
import styles from './member-verify.module.css';

/** Member standing `0` is normal and current (the server folds lapse past the grace days in). */
const CURRENT = '0';

function CheckResult({ member }: { member: MemberCheck }) {
  const { t } = useTranslation();
  const current = member.status === CURRENT;
  return (
    <dl className={styles.result} aria-label={t('memberVerify.result')}>
      <dt>{t('memberVerify.memberNo')}</dt>
      <dd>{member.memberNo}</dd>
      <dt>{t('memberVerify.name')}</dt>
      <dd>{member.name}</dd>
      <dt>{t('memberVerify.level')}</dt>
      <dd>{member.levelName}</dd>
      <dt>{t('memberVerify.validTo')}</dt>
      <dd>{member.validTo}</dd>
      <dt>{t('memberVerify.status')}</dt>
      <dd>
        <span className={`${styles.badge} ${current ? styles.valid : styles.invalid}`}>
          {current ? t('memberVerify.valid') : member.statusLabel}
        </span>
      </dd>
    </dl>
  );
}

/** /memberShip/verify: anyone checks a member number (the e-card's QR code opens it filled in). */
export function MemberVerify({
  initialNo,
  onCheck,
}: {
  initialNo: string;
  onCheck: (memberNo: string) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('memberVerify.title'));
  const [memberNo, setMemberNo] = useState(initialNo);
  const [error, setError] = useState('');
  const check = useMemberCheck(initialNo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = memberNo.trim().toUpperCase();
    if (!/^[A-Z0-9]{1,20}$/.test(value)) {
      setError(t('memberVerify.numberInvalid'));
      return;
    }
    setError('');
    onCheck(value);
  };

  return (
    <section className={styles.page} aria-labelledby="member-verify-title">
      <h1 id="member-verify-title" className={styles.title}>
        {t('memberVerify.title')}
      </h1>
      <p className={styles.lead}>{t('memberVerify.lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('memberVerify.memberNo')}
          value={memberNo}
          maxLength={20}
          placeholder="XH202600001"
          error={error}
          onChange={(event) => setMemberNo(event.target.value)}
        />
        <button type="submit" className={`${formStyles.button} ${formStyles.primary}`}>
          {t('memberVerify.submit')}
        </button>
      </form>
      {check.isFetching ? <p role="status">{t('common.loading')}</p> : null}
      {check.isError && !check.isFetching ? (
        <p role="alert" className={styles.notFound}>
          {t('memberVerify.notFound')}
        </p>
      ) : null}
      {check.data && !check.isFetching ? <CheckResult member={check.data} /> : null}
    </section>
  );
}
