import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '@/features/content/components/breadcrumb';
import styles from '@/features/content/components/category-page.module.css';
import { SearchResults } from '@/features/content/components/search-results';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /search?q=…&pageNum=…: articles whose title or body contains the text, in either language. */
export function SearchRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
  const heading = term ? t('search.resultsFor', { text: term }) : t('search.results');
  useDocumentTitle(heading);

  return (
    <div className={styles.page}>
      <Breadcrumb items={[{ label: t('search.results') }]} />
      <section className={styles.content} aria-labelledby="search-title">
        <h1 id="search-title" className={styles.contentTitle}>
          {heading}
        </h1>
        <SearchResults term={term} />
      </section>
    </div>
  );
}
