import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Sets the tab title to "<title> - <site name>" (or the site name alone). */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const site = t('common.siteName');
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
