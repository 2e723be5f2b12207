import type { FormEvent, ReactNode, RefObject } from 'react';
import { SubmitButton } from './submit-button';

/** A form's fields as useFormFields keeps them: the form to focus in, and how their errors show. */
export interface CheckedFields<Errors> {
  formRef: RefObject<HTMLFormElement | null>;
  /** Shows `errors` beside their fields; answers whether any field has one. */
  show: (errors: Errors) => boolean;
}

export interface SubmitFormProps<Errors> {
  fields: CheckedFields<Errors>;
  /** What is wrong with the fields now, shown on submit; nothing is sent while anything is. */
  checks: () => NoInfer<Errors>;
  send: () => Promise<unknown>;
  /** After a failed request, which the request client has shown already. */
  onFailed?: () => void;
  pending: boolean;
  submitLabel: string;
  classes: { form?: string; submit?: string; actions?: string };
  children: ReactNode;
}

/**
 * A form that checks its own fields (noValidate): the fields, then the submit button, disabled while
 * `pending`. On submit it runs `send` unless `checks()` finds errors. `classes` come from the page's
 * CSS module: `form`, and `submit` for the button or `actions` for a row the button stands in.
 */
export function SubmitForm<Errors>({
  fields: { formRef, show },
  checks,
  send,
  onFailed,
  pending,
  submitLabel,
  classes,
  children,
}: SubmitFormProps<Errors>) {
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (show(checks())) return;
    try {
      await send();
    } catch {
      onFailed?.();
    }
  };
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
