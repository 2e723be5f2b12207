import { type RefObject, useCallback, useRef, useState } from 'react';

type FieldErrorsOf<F extends string, K extends string> = Partial<Record<F, K | undefined>>;

/**
 * A text input's props as a form binds them: its name (the field's), value, error, and an edit that
 * clears the error.
 */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Field errors of a form kept as message keys (so a language switch re-translates them), focusing
 * the first invalid input when a check fails. `messageOf` turns a key into the text shown.
 */
function useFieldErrors<F extends string, K extends string>(
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
    name: field,
    value,
    error: message(field),
    onChange: (event) => {
      set(event.target.value);
      clear(field);
    },
  });

  return { formRef, message, show, clear, reset, bind };
}

/**
 * A form's text fields: their values (starting from `initial`) and the errors of those and of the
 * `Other` fields, which keep their values elsewhere (as useFieldErrors). `field(name)` binds an input
 * to its value here; `reset` brings back the initial values with no errors.
 */
export function useFormFields<V extends string, Other extends string, K extends string>(
  initial: Record<V, string>,
  messageOf: (key: K) => string,
) {
  const [values, setValues] = useState(initial);
  const errors = useFieldErrors<V | Other, K>(messageOf);
  const field = (name: V) =>
    errors.bind(name, values[name], (value) => setValues((current) => ({ ...current, [name]: value })));
  const reset = () => {
    setValues(initial);
    errors.reset();
  };
  return { ...errors, values, field, reset };
}
