import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback/feedback-store';
import { TextField } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { confirmError, passwordError } from '@/lib/account-validation';
import { PASSWORD_MAX } from '@/lib/validate';
import { useUpdatePwd } from '../api/update-pwd';
import { passwordCharsError } from '../validation';
import styles from './account-forms.module.css';
import { useFormErrors, validationKey } from './use-form-errors';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * Password change of the logged-in user. The server checks the old password and that the new one
 * differs, and logs the user's other devices out; its message shows when it refuses.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { formRef, show, reset, bind } = useFormErrors<Field>();
  const updatePwd = useUpdatePwd();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = show({
      oldPassword: oldPassword ? undefined : 'personal.oldPasswordRequired',
      newPassword: validationKey(passwordError(newPassword)) ?? passwordCharsError(newPassword),
      confirmPassword: validationKey(confirmError(newPassword, confirmPassword)),
    });
    if (invalid) return;
    try {
      await updatePwd.mutateAsync({ oldPassword, newPassword });
    } catch {
      return; // The request client shows the server's message.
    }
    feedback.message({ type: 'success', content: t('personal.passwordChanged') });
    setOldPassword('');
    setNewPassword('');
    setConfirmPassword('');
    reset();
  };

  const field = (name: Field, value: string, set: (value: string) => void) => ({
    name,
    type: 'password',
    ...bind(name, value, set),
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('personal.oldPassword')}
        autoComplete="current-password"
        maxLength={100}
        {...field('oldPassword', oldPassword, setOldPassword)}
      />
      <TextField
        label={t('personal.newPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={t('personal.passwordHint')}
        {...field('newPassword', newPassword, setNewPassword)}
      />
      <TextField
        label={t('personal.confirmPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...field('confirmPassword', confirmPassword, setConfirmPassword)}
      />
      <div className={styles.actions}>
        <SubmitButton pending={updatePwd.isPending}>
          {updatePwd.isPending ? t('personal.saving') : t('personal.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
