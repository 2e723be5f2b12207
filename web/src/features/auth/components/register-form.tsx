import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { paths } from '@/config/paths';
import { useRegisterByPhone } from '../api/register-by-phone';
import { useSendCode } from '../api/send-code';
import { confirmError, nickNameError, passwordError } from '@/lib/account-validation';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { PhoneCodeForm, usePhoneCode } from './phone-code-fields';
import { AUTH_MESSAGE_KEY, useFinishLogin } from './use-auth-form';
import { useCaptcha } from './use-captcha';

type Field = 'nickName' | 'password' | 'confirmPassword';

/** Registration by phone + SMS code; the answer's token logs the new user in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const phoneCode = usePhoneCode<Field>();
  const [nickName, setNickName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { bind } = phoneCode.errors;
  const captcha = useCaptcha();
  const sendCode = useSendCode();
  const register = useRegisterByPhone();
  const finishLogin = useFinishLogin();

  return (
    <>
      <PhoneCodeForm
        phoneCode={phoneCode}
        captcha={captcha}
        send={(phone, answer) => sendCode.mutateAsync({ phone, type: 'register', ...answer })}
        check={() =>
          phoneCode.errors.show({
            ...phoneCode.phoneCodeErrors(),
            nickName: nickNameError(nickName),
            password: passwordError(password),
            confirmPassword: confirmError(password, confirmPassword),
          })
        }
        submit={async () => {
          const { phone, code } = phoneCode;
          const res = await register.mutateAsync({ phone, code, nickName: nickName.trim(), password });
          feedback.message({ type: 'success', content: t('auth.registerSuccess'), key: AUTH_MESSAGE_KEY });
          await finishLogin(res.token);
        }}
        pending={register.isPending}
        submitLabel={t('auth.register')}
      >
        <TextField
          label={t('auth.nickName')}
          {...accountInputs.nickName}
          {...bind('nickName', nickName, setNickName)}
        />
        <NewPasswordFields
          label={t('auth.password')}
          name="password"
          password={bind('password', password, setPassword)}
          confirm={bind('confirmPassword', confirmPassword, setConfirmPassword)}
        />
      </PhoneCodeForm>
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <Link to={paths.login.getHref()}>{t('auth.toLogin')}</Link>
      </p>
    </>
  );
}
