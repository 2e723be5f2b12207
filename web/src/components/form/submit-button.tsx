import type { ReactNode } from 'react';
import formStyles from './form.module.css';

/** A form's primary submit button, disabled while its request is under way. */
export function SubmitButton({
  pending,
  className,
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={[formStyles.button, formStyles.primary, className].filter(Boolean).join(' ')}
      disabled={pending}
    >
      {children}
    </button>
  );
}
