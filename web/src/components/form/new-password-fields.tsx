import { useTranslation } from '@/lib/i18n';
import { accountInputs } from './account-inputs';
import { TextField } from './field';
import type { BoundField } from './use-form-fields';

/**
 * A new password (its rule as the hint) and its repetition, named by their bindings, as registration,
 * the reset and the password change ask them. `texts` is the block holding the form's `passwordHint`
 * and `confirmPassword`.
 */
export function NewPasswordFields({
  label,
  texts,
  password,
  confirm,
  autoFocus,
}: {
  label: string;
  texts: 'auth' | 'personal';
  password: BoundField;
  confirm: BoundField;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        {...accountInputs.newPassword}
        hint={t(`${texts}.passwordHint`)}
        autoFocus={autoFocus}
        {...password}
      />
      <TextField label={t(`${texts}.confirmPassword`)} {...accountInputs.newPassword} {...confirm} />
    </>
  );
}
