import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/field';
import { LookupPanel } from '@/components/workflow/lookup-panel';
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
    <LookupPanel
      id="member-verify-title"
      title={t('memberVerify.title')}
      lead={t('memberVerify.lead')}
      titleClassName={styles.title}
      formClassName={styles.form}
      onSubmit={submit}
      submitLabel={t('memberVerify.submit')}
      fields={
        <TextField
          label={t('memberVerify.memberNo')}
          value={memberNo}
          maxLength={20}
          placeholder="XH202600001"
          error={error}
          onChange={(event) => setMemberNo(event.target.value)}
        />
      }
      loading={check.isFetching}
      refusal={check.isError && !check.isFetching ? t('memberVerify.notFound') : ''}
      refusalClassName={styles.notFound}
    >
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
    </LookupPanel>
  );
}
