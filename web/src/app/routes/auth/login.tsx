import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.loginTitle'));
  return (
    <AuthLayout title={t('auth.loginTitle')}>
      <LoginForm />
    </AuthLayout>
  );
}
