import { useTranslation } from 'react-i18next';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function ForgetPasswordRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgetTitle'));
  return (
    <AuthLayout title={t('auth.forgetTitle')}>
      <ForgetPasswordForm />
    </AuthLayout>
  );
}
