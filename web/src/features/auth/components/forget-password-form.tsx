import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { paths } from '@/config/paths';
import { useResetPwd } from '../api/reset-pwd';
import { useResetPwdCheck } from '../api/reset-pwd-check';
import { confirmError, passwordError } from '@/lib/account-validation';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { PhoneCodeForm, usePhoneCode } from './phone-code-fields';
import { AUTH_MESSAGE_KEY, useAuthFields } from './use-auth-form';
import { useCaptcha } from './use-captcha';

/** Password reset: 1. phone + SMS code, checked by the server; 2. the new password. */
export function ForgetPasswordForm() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [resetToken, setResetToken] = useState<string | null>(null);
  const step = resetToken ? 2 : 1;

  return (
    <>
      <ol className={styles.steps}>
        <li
          className={`${styles.step} ${step === 1 ? styles.stepActive : styles.stepDone}`}
          aria-current={step === 1 ? 'step' : undefined}
        >
          {t('auth.stepVerify')}
        </li>
        <li
          className={`${styles.step} ${step === 2 ? styles.stepActive : ''}`}
          aria-current={step === 2 ? 'step' : undefined}
        >
          {t('auth.stepReset')}
        </li>
      </ol>
      {resetToken ? (
        <NewPasswordStep phone={phone} resetToken={resetToken} />
      ) : (
        <VerifyStep
          phone={phone}
          setPhone={setPhone}
          onVerified={(token) => {
            setResetToken(token);
          }}
        />
      )}
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <Link to={paths.login.getHref()}>{t('auth.backToLogin')}</Link>
      </p>
    </>
  );
}

function VerifyStep({
  phone,
  setPhone,
  onVerified,
}: {
  phone: string;
  setPhone: (phone: string) => void;
  onVerified: (resetToken: string) => void;
}) {
  const { t } = useTranslation();
  const phoneCode = usePhoneCode({ phoneState: [phone, setPhone] });
  const captcha = useCaptcha();
  const check = useResetPwdCheck();

  return (
    <PhoneCodeForm
      phoneCode={phoneCode}
      captcha={captcha}
      purpose="reset"
      send={async () => {
        const res = await check.mutateAsync({ phone, code: phoneCode.code });
        const token = res.data?.resetToken;
        if (token) onVerified(token);
      }}
      pending={check.isPending}
      submitLabel={t('auth.next')}
    />
  );
}

function NewPasswordStep({ phone, resetToken }: { phone: string; resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAuthFields({ newPassword: '', confirmPassword: '' });
  const { newPassword, confirmPassword } = form.values;
  const reset = useResetPwd();

  return (
    <AuthForm
      fields={form}
      checks={() => ({
        newPassword: passwordError(newPassword),
        confirmPassword: confirmError(newPassword, confirmPassword),
      })}
      send={async () => {
        await reset.mutateAsync({ phone, resetToken, password: newPassword });
        feedback.message({ type: 'success', content: t('auth.resetSuccess'), key: AUTH_MESSAGE_KEY });
        navigate(paths.login.getHref(), { replace: true });
      }}
      pending={reset.isPending}
      submitLabel={t('auth.confirm')}
    >
      <NewPasswordFields
        label={t('auth.newPassword')}
        texts="auth"
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
        autoFocus
      />
    </AuthForm>
  );
}
