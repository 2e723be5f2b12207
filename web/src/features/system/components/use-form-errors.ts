import { useFieldErrors } from '@/components/form/use-field-errors';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@/lib/account-validation';
import type { Translation } from '@/locales/zh';

/** A message key of the shared validation texts or of this feature's own. */
export type FormErrorKey = `validation.${ErrorKey}` | `personal.${keyof Translation['personal']}`;
export type FormErrors<F extends string> = Partial<Record<F, FormErrorKey | undefined>>;

/** The shared account-form checks answer bare validation keys; this gives them their block. */
export const validationKey = (key: ErrorKey | undefined): FormErrorKey | undefined =>
  key ? `validation.${key}` : undefined;

/** Field errors of the account settings forms: full message keys. */
export function useFormErrors<F extends string>() {
  const { t } = useTranslation();
  return useFieldErrors<F, FormErrorKey>((key) => t(key));
}
