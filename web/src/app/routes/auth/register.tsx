import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function RegisterRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.registerTitle'));
  return (
    <AuthLayout title={t('auth.registerTitle')}>
      <RegisterForm />
    </AuthLayout>
  );
}
