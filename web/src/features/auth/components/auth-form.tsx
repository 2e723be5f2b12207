import { SubmitForm, type SubmitFormProps } from '@/components/form/submit-form';
import styles from './auth-form.module.css';

/** A form of the login, registration and reset pages, in their card's style. */
export function AuthForm<Errors>(props: Omit<SubmitFormProps<Errors>, 'classes'>) {
  return <SubmitForm {...props} classes={styles} />;
}
