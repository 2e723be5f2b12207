import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '@/config/paths';
import { useSession } from '@/store/session';
import type { ErrorKey, FieldErrors } from '../validation';

/** Field errors of a form, translated on render, focusing the first invalid input when set. */
export function useFieldErrors<F extends string>(): {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors<F>;
  message: (field: F) => string | undefined;
  show: (next: FieldErrors<F>) => boolean;
  clear: (field: F) => void;
} {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const show = useCallback((next: FieldErrors<F>) => {
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

  const message = (field: F) => {
    const key: ErrorKey | undefined = errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };

  return { formRef, errors, message, show, clear };
}

/** After a token arrives: keep it, load the user, go to `redirect` (or the home page). */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);
  const getInfo = useSession((s) => s.getInfo);

  return async (token: string) => {
    login(token);
    try {
      await getInfo();
    } catch {
      // The request client has shown the error; the token is kept.
    }
    navigate(safeRedirect(params.get('redirect'), paths.home.path), { replace: true });
  };
}
