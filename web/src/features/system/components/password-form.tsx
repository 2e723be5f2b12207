import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { confirmError, passwordError } from '@/lib/account-validation';
import { useUpdatePwd } from '../api/update-pwd';
import { passwordCharsError } from '../validation';
import { SettingsForm } from './settings-form';
import { useSettingsFields, validationKey } from './use-form-errors';

/**
 * Password change of the logged-in user. The server checks the old password and that the new one
 * differs, and logs the user's other devices out; its message shows when it refuses.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const form = useSettingsFields({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { oldPassword, newPassword, confirmPassword } = form.values;
  const updatePwd = useUpdatePwd();

  return (
    <SettingsForm
      fields={form}
      checks={() => ({
        oldPassword: oldPassword ? undefined : ('personal.oldPasswordRequired' as const),
        newPassword: validationKey(passwordError(newPassword)) ?? passwordCharsError(newPassword),
        confirmPassword: validationKey(confirmError(newPassword, confirmPassword)),
      })}
      send={async () => {
        await updatePwd.mutateAsync({ oldPassword, newPassword });
        feedback.message({ type: 'success', content: t('personal.passwordChanged') });
        form.reset();
      }}
      pending={updatePwd.isPending}
    >
      <TextField
        label={t('personal.oldPassword')}
        {...accountInputs.currentPassword}
        maxLength={100}
        {...form.field('oldPassword')}
      />
      <NewPasswordFields
        label={t('personal.newPassword')}
        texts="personal"
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
      />
    </SettingsForm>
  );
}
