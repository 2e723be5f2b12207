import { useFormFields } from '@/components/form/use-form-fields';
import { useTranslation } from '@/lib/i18n';
import type { ErrorKey } from '@/lib/account-validation';
import type { Translation } from '@/locales/zh';

/** A message key of the shared validation texts or of this feature's own. */
export type FormErrorKey = `validation.${ErrorKey}` | `personal.${keyof Translation['personal']}`;
export type FormErrors<F extends string> = Partial<Record<F, FormErrorKey | undefined>>;

/** The shared account-form checks answer bare validation keys; this gives them their block. */
export const validationKey = (key: ErrorKey | undefined): FormErrorKey | undefined =>
  key ? `validation.${key}` : undefined;

/** The text fields of an account settings form (as useFormFields), their errors full message keys. */
export function useSettingsFields<V extends string>(initial: Record<V, string>) {
  const { t } = useTranslation();
  return useFormFields<V, never, FormErrorKey>(initial, (key) => t(key));
}
