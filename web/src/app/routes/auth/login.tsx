import { LoginForm } from '@/features/auth/components/login-form';
import { AuthLayout } from '@/layouts/auth/auth-layout';

export function LoginRoute() {
  return (
    <AuthLayout titleKey="auth.loginTitle">
      <LoginForm />
    </AuthLayout>
  );
}
