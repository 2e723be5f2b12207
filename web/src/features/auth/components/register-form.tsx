import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { paths } from '@/config/paths';
import { useRegisterByPhone } from '../api/register-by-phone';
import { confirmError, nickNameError, passwordError } from '@/lib/account-validation';
import styles from './auth-form.module.css';
import { PhoneCodeForm, usePhoneCode } from './phone-code-fields';
import { AUTH_MESSAGE_KEY, useFinishLogin } from './use-auth-form';
import { useCaptcha } from './use-captcha';

/** Registration by phone + SMS code; the answer's token logs the new user in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const phoneCode = usePhoneCode({ extra: { nickName: '', password: '', confirmPassword: '' } });
  const { form } = phoneCode;
  const { nickName, password, confirmPassword } = form.values;
  const captcha = useCaptcha();
  const register = useRegisterByPhone();
  const finishLogin = useFinishLogin();

  return (
    <>
      <PhoneCodeForm
        phoneCode={phoneCode}
        captcha={captcha}
        purpose="register"
        checks={() => ({
          ...phoneCode.phoneCodeErrors(),
          nickName: nickNameError(nickName),
          password: passwordError(password),
          confirmPassword: confirmError(password, confirmPassword),
        })}
        send={async () => {
          const { phone, code } = phoneCode;
          const res = await register.mutateAsync({ phone, code, nickName: nickName.trim(), password });
          feedback.message({ type: 'success', content: t('auth.registerSuccess'), key: AUTH_MESSAGE_KEY });
          await finishLogin(res.token);
        }}
        pending={register.isPending}
        submitLabel={t('auth.register')}
      >
        <TextField label={t('auth.nickName')} {...accountInputs.nickName} {...form.field('nickName')} />
        <NewPasswordFields
          label={t('auth.password')}
          texts="auth"
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
      </PhoneCodeForm>
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <Link to={paths.login.getHref()}>{t('auth.toLogin')}</Link>
      </p>
    </>
  );
}
