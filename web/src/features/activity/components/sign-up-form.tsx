import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TextAreaField, TextField } from '@/components/form/field';
import form from '@/components/form/form.module.css';
import { feedback } from '@/components/feedback/feedback-store';
import { formatFen } from '@/lib/money';
import { type EventDetail, useSignUp } from '../api/activities';
import styles from './event-detail.module.css';

/** The one-line fields of the form with the server's lengths (SignForm). */
const TEXT_FIELDS = [
  { name: 'realName', maxLength: 30, autoComplete: 'name' },
  { name: 'employer', maxLength: 100, autoComplete: 'organization' },
  { name: 'position', maxLength: 50, autoComplete: 'organization-title' },
] as const;

/** The sign-up form (saveBll): name, employer, position, remark. */
export function SignUpForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [values, setValues] = useState({ realName: '', employer: '', position: '', remark: '' });
  const [nameMissing, setNameMissing] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: e.target.value }));
    if (field === 'realName') setNameMissing(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const realName = values.realName.trim();
    if (!realName) {
      setNameMissing(true);
      return;
    }
    signUp.mutate(
      {
        activityId: event.activityId,
        realName,
        employer: values.employer.trim(),
        position: values.position.trim(),
        remark: values.remark.trim(),
      },
      { onSuccess: () => feedback.message({ type: 'success', content: t('activity.signed') }) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('activity.signUp')}>
      {event.needAudit && <p className={styles.hint}>{t('activity.form.auditHint')}</p>}
      {event.fee > 0 && (
        <p className={styles.hint}>{t('activity.form.feeHint', { fee: formatFen(event.fee) })}</p>
      )}
      {TEXT_FIELDS.map(({ name, maxLength, autoComplete }) => (
        <TextField
          key={name}
          label={t(`activity.form.${name}`)}
          required={name === 'realName'}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={set(name)}
          error={name === 'realName' && nameMissing ? t('activity.form.realNameRequired') : undefined}
        />
      ))}
      <TextAreaField
        label={t('activity.form.remark')}
        maxLength={500}
        rows={3}
        value={values.remark}
        onChange={set('remark')}
      />
      <button type="submit" className={`${form.button} ${form.primary}`} disabled={signUp.isPending}>
        {signUp.isPending ? t('activity.form.submitting') : t('activity.form.submit')}
      </button>
    </form>
  );
}
