import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/page-placeholder';

/** /memberShip and /Membership (the latter behind the login guard). */
export function MembershipRoute() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t('pages.membership')} />;
}
