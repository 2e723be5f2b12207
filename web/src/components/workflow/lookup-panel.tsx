import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '@/components/form/form.module.css';
import page from '@/styles/page.module.css';

/**
 * A public look-up (a member number, a certificate): its title and lead, a one-line form, then
 * "loading", why nothing was found, or what was (`children`).
 */
export function LookupPanel({
  id,
  title,
  lead,
  titleClassName = page.narrowTitle,
  formClassName,
  onSubmit,
  submitLabel,
  fields,
  loading,
  refusal,
  refusalClassName,
  children,
}: {
  /** The title's id, naming the panel. */
  id: string;
  title: string;
  lead: string;
  titleClassName?: string;
  formClassName: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  fields: ReactNode;
  loading: boolean;
  refusal: string;
  refusalClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={page.narrow} aria-labelledby={id}>
      <h1 id={id} className={titleClassName}>
        {title}
      </h1>
      <p className={page.lead}>{lead}</p>
      <form className={formClassName} onSubmit={onSubmit} noValidate>
        {fields}
        <button type="submit" className={`${formStyles.button} ${formStyles.primary}`}>
          {submitLabel}
        </button>
      </form>
      {loading ? <p role="status">{t('common.loading')}</p> : null}
      {refusal ? (
        <p role="alert" className={refusalClassName}>
          {refusal}
        </p>
      ) : null}
      {children}
    </section>
  );
}
