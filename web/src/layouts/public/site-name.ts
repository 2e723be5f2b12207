import { useTranslation } from '@/lib/i18n';
import { useSiteSettings } from '@/features/content/api/get-site-settings';
import { useSession } from '@/store/session';

/**
 * The association's name as its settings give it (sys_config site.name / site.nameEs), in the
 * visitor's language and in the other one; the built-in name until the settings answer.
 * The header and the footer show the same name from here.
 */
export function useSiteName(): { name: string; otherName: string } {
  const { t } = useTranslation();
  const settings = useSiteSettings().data;
  const en = useSession((s) => s.lang) === 1;
  const zh = settings?.name || t('common.siteName', { lng: 'zh' });
  // Without an English name set, the Chinese one stands in English mode too.
  const english = settings ? settings.nameEs || zh : t('common.siteName', { lng: 'en' });
  const [name, other] = en ? [english, zh] : [zh, english];
  return { name, otherName: other === name ? '' : other };
}
