import type { FieldError } from '../../http/schemas.js';

// An application-like record's form (membership, evaluation, declarations), checked field by field
// so that one refusal names each missing or wrong field, and its text columns trimmed.

/** One form field's rule: required or not, and what is wrong with a given value. */
export interface FieldRule<Form> {
  field: keyof Form & string;
  label: string;
  required?: boolean;
  /** The fewest characters it takes (`姓名至少2个字`). */
  minLength?: number;
  /** Whether a value is in the field's format (`联系电话格式不正确` otherwise). */
  format?: (value: string) => boolean;
  check?: (value: string, form: Form) => string | null;
}

/** What is wrong with a given value of the field. */
function valueProblem<Form>(rule: FieldRule<Form>, value: string, form: Form): string | null | undefined {
  if (rule.minLength && [...value].length < rule.minLength) return `${rule.label}至少${rule.minLength}个字`;
  if (rule.format && !rule.format(value)) return `${rule.label}格式不正确`;
  return rule.check?.(value, form);
}

/** A form value as text, trimmed. */
export const formText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);

/** The form's text `fields`, trimmed: the columns a submission writes of them. */
export const formTexts = <Form, K extends keyof Form & string>(form: Form, fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, formText(form[field])])) as Record<K, string>;

/** Every field's problem under `rules`. */
export function fieldProblems<Form>(rules: FieldRule<Form>[], form: Form): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const value = formText(form[rule.field]);
    const problem = value ? valueProblem(rule, value, form) : rule.required ? `请填写${rule.label}` : null;
    if (problem) errors.push({ field: rule.field, msg: problem });
  }
  return errors;
}
