import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { submitWhenValid } from '@/components/form/submit-when-valid';
import { confirmError, passwordError } from '@/lib/account-validation';
import { useUpdatePwd } from '../api/update-pwd';
import { passwordCharsError } from '../validation';
import { SettingsForm } from './settings-form';
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

  const onSubmit = submitWhenValid(
    () =>
      show({
        oldPassword: oldPassword ? undefined : 'personal.oldPasswordRequired',
        newPassword: validationKey(passwordError(newPassword)) ?? passwordCharsError(newPassword),
        confirmPassword: validationKey(confirmError(newPassword, confirmPassword)),
      }),
    async () => {
      await updatePwd.mutateAsync({ oldPassword, newPassword });
      feedback.message({ type: 'success', content: t('personal.passwordChanged') });
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      reset();
    },
  );

  const field = (name: Field, value: string, set: (value: string) => void) => ({
    name,
    ...bind(name, value, set),
  });

  return (
    <SettingsForm formRef={formRef} onSubmit={onSubmit} pending={updatePwd.isPending}>
      <TextField
        label={t('personal.oldPassword')}
        {...accountInputs.currentPassword}
        maxLength={100}
        {...field('oldPassword', oldPassword, setOldPassword)}
      />
      <TextField
        label={t('personal.newPassword')}
        {...accountInputs.newPassword}
        hint={t('personal.passwordHint')}
        {...field('newPassword', newPassword, setNewPassword)}
      />
      <TextField
        label={t('personal.confirmPassword')}
        {...accountInputs.newPassword}
        {...field('confirmPassword', confirmPassword, setConfirmPassword)}
      />
    </SettingsForm>
  );
}
