import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { TextField } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import { useRegisterByPhone } from '../api/register-by-phone';
import { useSendCode } from '../api/send-code';
import {
  confirmError,
  nickNameError,
  passwordError,
  phoneError,
  requiredError,
} from '@/lib/account-validation';
import styles from './auth-form.module.css';
import { PhoneCodeFields } from './phone-code-fields';
import { useFieldErrors, useFinishLogin } from './use-auth-form';
import { useCaptcha } from './use-captcha';

type Field = 'phone' | 'captcha' | 'code' | 'nickName' | 'password' | 'confirmPassword';

/** Registration by phone + SMS code; the answer's token logs the new user in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [nickName, setNickName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { formRef, message, show, clear, bind } = useFieldErrors<Field>();
  const captcha = useCaptcha();
  const sendCode = useSendCode();
  const register = useRegisterByPhone();
  const finishLogin = useFinishLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = show({
      phone: phoneError(phone),
      code: requiredError(code, 'codeRequired'),
      nickName: nickNameError(nickName),
      password: passwordError(password),
      confirmPassword: confirmError(password, confirmPassword),
    });
    if (invalid) return;
    try {
      const res = await register.mutateAsync({ phone, code, nickName: nickName.trim(), password });
      feedback.message({ type: 'success', content: t('auth.registerSuccess') });
      await finishLogin(res.token);
    } catch {
      // Shown by the request client.
    }
  };

  return (
    <>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <PhoneCodeFields
          phone={phone}
          onPhoneChange={setPhone}
          code={code}
          onCodeChange={setCode}
          captcha={captcha}
          errors={{ message, show, clear }}
          send={(phone, answer) => sendCode.mutateAsync({ phone, type: 'register', ...answer })}
        />
        <TextField
          label={t('auth.nickName')}
          name="nickName"
          autoComplete="nickname"
          maxLength={30}
          {...bind('nickName', nickName, setNickName)}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          hint={t('auth.passwordHint')}
          {...bind('password', password, setPassword)}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          {...bind('confirmPassword', confirmPassword, setConfirmPassword)}
        />
        <SubmitButton pending={register.isPending} className={styles.submit}>
          {t('auth.register')}
        </SubmitButton>
      </form>
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <Link to={paths.login.getHref()}>{t('auth.toLogin')}</Link>
      </p>
    </>
  );
}
