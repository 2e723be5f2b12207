import { type RefObject, useCallback, useRef, useState } from 'react';

export type FieldErrorsOf<F extends string, K extends string> = Partial<Record<F, K | undefined>>;

/** A text input's props as a form binds them: its value, its error, and an edit that clears the error. */
export interface BoundField {
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Field errors of a form kept as message keys (so a language switch re-translates them), focusing
 * the first invalid input when a check fails. `messageOf` turns a key into the text shown.
 */
export function useFieldErrors<F extends string, K extends string>(
  messageOf: (key: K) => string,
): {
  formRef: RefObject<HTMLFormElement | null>;
  message: (field: F) => string | undefined;
  show: (next: FieldErrorsOf<F, K>) => boolean;
  clear: (field: F) => void;
  reset: () => void;
  bind: (field: F, value: string, set: (value: string) => void) => BoundField;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorsOf<F, K>>({});

  const show = useCallback((next: FieldErrorsOf<F, K>) => {
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
    return key ? messageOf(key) : undefined;
  };

  const bind = (field: F, value: string, set: (value: string) => void): BoundField => ({
    value,
    error: message(field),
    onChange: (event) => {
      set(event.target.value);
      clear(field);
    },
  });

  return { formRef, message, show, clear, reset, bind };
}
