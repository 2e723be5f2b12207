import { useTranslation } from 'react-i18next';
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
        type="password"
        autoComplete="new-password"
        maxLength={20}
        hint={t('auth.passwordHint')}
        autoFocus={autoFocus}
        {...password}
      />
      <TextField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={20}
        {...confirm}
      />
    </>
  );
}
