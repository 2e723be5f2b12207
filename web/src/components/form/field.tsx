import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './form.module.css';

/** What a control needs from its field: its id, look and the texts that describe it. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrame {
  /** The visible label, bound to the control. */
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label as required (the server names what is missing). */
  required?: boolean;
  /** Rendered beside the control (e.g. a send-code button or a captcha image). */
  addon?: ReactNode;
}

/** A labelled control with its hint or error text, described to assistive technology. */
export function Field({
  label,
  error,
  hint,
  required,
  addon,
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={`${styles.label} ${required ? styles.required : ''}`}>
        {label}
      </label>
      <div className={styles.control}>
        {children({
          id,
          className: `${styles.input} ${error ? styles.invalid : ''}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        })}
        {addon}
      </div>
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Own<A> = Omit<A, 'id' | 'className'>;

export type TextFieldProps = FieldFrame & Own<InputHTMLAttributes<HTMLInputElement>>;

export function TextField({ label, error, hint, required, addon, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} addon={addon}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  ...textarea
}: FieldFrame & Own<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <textarea {...control} className={`${control.className} ${styles.textarea}`} rows={4} {...textarea} />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  ...select
}: FieldFrame &
  Own<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
