import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@/features/auth/validation';
import type { Translation } from '@/locales/zh';

/** A message key of the shared validation texts or of this feature's own. */
export type FormErrorKey = `validation.${ErrorKey}` | `personal.${keyof Translation['personal']}`;
export type FormErrors<F extends string> = Partial<Record<F, FormErrorKey | undefined>>;

/** The shared account-form checks answer bare validation keys; this gives them their block. */
export const validationKey = (key: ErrorKey | undefined): FormErrorKey | undefined =>
  key ? `validation.${key}` : undefined;

/**
 * Field errors kept as message keys (so a language switch re-translates them), focusing the first
 * invalid input when a check fails.
 */
export function useFormErrors<F extends string>(): {
  formRef: RefObject<HTMLFormElement | null>;
  message: (field: F) => string | undefined;
  show: (next: FormErrors<F>) => boolean;
  clear: (field: F) => void;
  reset: () => void;
} {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>({});

  const show = useCallback((next: FormErrors<F>) => {
    setErrors(next);
    const invalid = Object.values(next).some(Boolean);
    if (invalid) {
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      });
    }
    return invalid;
  }, []);

  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  const message = (field: F) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return { formRef, message, show, clear, reset };
}
