import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMemberCheck } from '../api/verify-member';
import { MemberFacts, StandingBadge } from './member-facts';
import styles from './member-verify.module.css';

/** Member standing `0` is normal and current (the server folds lapse past the grace days in). */
const CURRENT = '0';

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
      {check.data && !check.isFetching ? (
        <div className={styles.result}>
          <MemberFacts
            member={check.data}
            label={t('memberVerify.result')}
            status={
              <StandingBadge current={check.data.status === CURRENT}>
                {check.data.status === CURRENT ? t('memberVerify.valid') : check.data.statusLabel}
              </StandingBadge>
            }
          />
        </div>
      ) : null}
    </section>
  );
}
