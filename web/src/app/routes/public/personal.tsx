import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';
import { useSession } from '@/store/session';

/** The logged-in user's page (a later issue adds applications, membership and records). */
export function PersonalRoute() {
  const { t } = useTranslation();
  const nickName = useSession((s) => s.nickName || s.name);
  return (
    <PagePlaceholder title={t('pages.personal')}>
      <p>{t('common.greeting', { name: nickName })}</p>
    </PagePlaceholder>
  );
}
