import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';
import type { Translation } from '@/locales/zh';

export type AdminPageKey = keyof Pick<
  Translation['pages'],
  'userAuthRole' | 'roleAuthUser' | 'dictData' | 'jobLog' | 'genEdit'
>;

/** Stand-in for the admin pages with numeric params until the admin shell exists. */
export function AdminPlaceholder({ page, param }: { page: AdminPageKey; param?: string }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = param ? params[param] : undefined;
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <PagePlaceholder title={t(`pages.${page}`)}>
        <p>{t('pages.adminPlaceholder', { id: id ?? '-' })}</p>
      </PagePlaceholder>
    </div>
  );
}

export const UserAuthRoleRoute = () => <AdminPlaceholder page="userAuthRole" param="userId" />;
export const RoleAuthUserRoute = () => <AdminPlaceholder page="roleAuthUser" param="roleId" />;
export const DictDataRoute = () => <AdminPlaceholder page="dictData" param="dictId" />;
export const JobLogRoute = () => <AdminPlaceholder page="jobLog" param="jobId" />;
