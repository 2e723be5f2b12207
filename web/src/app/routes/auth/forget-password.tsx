import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function ForgetPasswordRoute() {
  return (
    <AuthLayout titleKey="auth.forgetTitle">
      <ForgetPasswordForm />
    </AuthLayout>
  );
}
