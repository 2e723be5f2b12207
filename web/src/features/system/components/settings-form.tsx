import { useTranslation } from '@/lib/i18n';
import { SubmitForm, type SubmitFormProps } from '@/components/form/submit-form';
import styles from './account-forms.module.css';

/** A form of the account settings: its fields, then 保存 (保存中… while `pending`). */
export function SettingsForm<Errors>(props: Omit<SubmitFormProps<Errors>, 'submitLabel' | 'classes'>) {
  const { t } = useTranslation();
  const label = props.pending ? t('personal.saving') : t('personal.save');
  return <SubmitForm {...props} submitLabel={label} classes={styles} />;
}
