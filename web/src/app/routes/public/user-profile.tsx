import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';
import { useSession } from '@/store/session';

/** Personal center (route name Profile); a later issue adds the profile and password forms. */
export function UserProfileRoute() {
  const { t } = useTranslation();
  const nickName = useSession((s) => s.nickName || s.name);
  return (
    <PagePlaceholder title={t('pages.profile')}>
      <p>{t('common.greeting', { name: nickName })}</p>
    </PagePlaceholder>
  );
}
