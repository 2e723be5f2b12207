import { useTranslation } from 'react-i18next';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import type { BoundField } from '@/components/form/use-field-errors';

/** A new password (its rule as the hint) and its repetition, as registration and the reset ask them. */
export function NewPasswordFields({
  label,
  name,
  password,
  confirm,
  autoFocus,
}: {
  label: string;
  name: string;
  password: BoundField;
  confirm: BoundField;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        name={name}
        {...accountInputs.newPassword}
        hint={t('auth.passwordHint')}
        autoFocus={autoFocus}
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        {...accountInputs.newPassword}
        {...confirm}
      />
    </>
  );
}
