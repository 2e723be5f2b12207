import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '@/components/form/field';
import { LookupPanel } from '@/components/workflow/lookup-panel';
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
      texts="memberVerify"
      titleClassName={styles.title}
      formClassName={styles.form}
      onSubmit={submit}
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
      check={check}
      refusal={() => t('memberVerify.notFound')}
      refusalClassName={styles.notFound}
    >
      {(member) => (
        <div className={styles.result}>
          <MemberFacts
            member={member}
            label={t('memberVerify.result')}
            status={
              <StandingBadge current={member.status === CURRENT}>
                {member.status === CURRENT ? t('memberVerify.valid') : member.statusLabel}
              </StandingBadge>
            }
          />
        </div>
      )}
    </LookupPanel>
  );
}
