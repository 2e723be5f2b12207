import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import formStyles from '@/components/form/form.module.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import page from '@/styles/page.module.css';

/** The look-ups, each named by the block of its texts: `title` (also the tab's), `lead`, `submit`. */
type LookupTexts = 'memberVerify' | 'evaluate.verify';

/** The state of the look-up's query, as react-query answers it. */
interface LookupCheck<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
}

/**
 * A public look-up (a member number, a certificate): its title and lead, a one-line form, then
 * "loading", why nothing was found (`refusal` of the query's error), or what was (`children`).
 */
export function LookupPanel<T>({
  id,
  texts,
  titleClassName = page.narrowTitle,
  formClassName,
  onSubmit,
  fields,
  check,
  refusal,
  refusalClassName,
  children,
}: {
  /** The title's id, naming the panel. */
  id: string;
  texts: LookupTexts;
  titleClassName?: string;
  formClassName: string;
  onSubmit: (event: FormEvent) => void;
  fields: ReactNode;
  check: LookupCheck<T>;
  refusal: (error: unknown) => string;
  refusalClassName: string;
  children: (found: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${texts}.title`));
  const settled = !check.isFetching;
  const refused = check.isError && settled ? refusal(check.error) : '';
  return (
    <section className={page.narrow} aria-labelledby={id}>
      <h1 id={id} className={titleClassName}>
        {t(`${texts}.title`)}
      </h1>
      <p className={page.lead}>{t(`${texts}.lead`)}</p>
      <form className={formClassName} onSubmit={onSubmit} noValidate>
        {fields}
        <button type="submit" className={`${formStyles.button} ${formStyles.primary}`}>
          {t(`${texts}.submit`)}
        </button>
      </form>
      {check.isFetching ? <p role="status">{t('common.loading')}</p> : null}
      {refused ? (
        <p role="alert" className={refusalClassName}>
          {refused}
        </p>
      ) : null}
      {check.data && settled ? children(check.data) : null}
    </section>
  );
}
