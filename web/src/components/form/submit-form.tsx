import type { FormEvent, ReactNode, RefObject } from 'react';
import { SubmitButton } from './submit-button';

export interface SubmitFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  pending: boolean;
  submitLabel: string;
  classes: { form?: string; submit?: string; actions?: string };
  children: ReactNode;
}

/**
 * A form that checks its own fields (noValidate): the fields, then the submit button, disabled while
 * `pending`. `classes` come from the page's CSS module: `form`, and `submit` for the button or
 * `actions` for a row the button stands in.
 */
export function SubmitForm({ formRef, onSubmit, pending, submitLabel, classes, children }: SubmitFormProps) {
  const button = (
    <SubmitButton pending={pending} className={classes.submit}>
      {submitLabel}
    </SubmitButton>
  );
  return (
    <form ref={formRef} className={classes.form} noValidate onSubmit={onSubmit}>
      {children}
      {classes.actions ? <div className={classes.actions}>{button}</div> : button}
    </form>
  );
}
