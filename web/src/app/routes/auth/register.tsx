import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function RegisterRoute() {
  return (
    <AuthLayout titleKey="auth.registerTitle">
      <RegisterForm />
    </AuthLayout>
  );
}
