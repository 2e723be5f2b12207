import { useCallback, useRef, useState } from 'react';
import {
  type Attachment,
  AttachmentField,
  type AttachmentFieldProps,
} from '@/components/form/attachment-field';
import page from '@/styles/page.module.css';

// What the application forms (membership, evaluation, declaration) share: the server names every
// wrong field (`fieldMessages`), each message shows beside its field, the rest above the form.

/** Messages by field name; '' (or any field the form does not show) is about the form as a whole. */
export type Refusals = Record<string, string>;

/** A form's refusals, and its element, so that a refusal can take the reader to the first wrong field. */
export function useRefusals() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Refusals>({});

  /** Shows refusals and focuses the first refused field (once drawn). */
  const refuse = useCallback((next: Refusals) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }, []);
  /** A field's message goes once it is edited. */
  const clear = useCallback((field: string) => setErrors(({ [field]: _gone, ...rest }) => rest), []);
  const reset = useCallback(() => setErrors({}), []);

  /** An attachment field's files, message and change, bound to `field`. */
  const bindFiles = (field: string, value: readonly Attachment[], set: (next: Attachment[]) => void) => ({
    value,
    error: errors[field],
    onChange: (next: Attachment[]) => {
      set(next);
      clear(field);
    },
  });

  return { formRef, errors, refuse, clear, reset, bindFiles };
}

/** Above a refused form: a message about none of its fields, else how many fields to fix. */
export function FormAlert({
  message,
  count,
  fixErrors,
}: {
  message: string | undefined;
  count: number;
  fixErrors: (count: number) => string;
}) {
  if (!message && !count) return null;
  return (
    <p role="alert" className={page.formError}>
      {message || fixErrors(count)}
    </p>
  );
}

/** An attachment field across both columns of a form's grid. */
export function WideAttachmentField(props: AttachmentFieldProps) {
  return (
    <div className={page.wide}>
      <AttachmentField {...props} />
    </div>
  );
}
