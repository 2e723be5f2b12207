import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import formStyles from '@/components/form/form.module.css';
import { TextField } from '@/components/form/field';
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
  const { formRef, message, show, clear } = useFieldErrors<Field>();
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

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
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
          value={nickName}
          error={message('nickName')}
          onChange={(e) => edit('nickName', setNickName)(e.target.value)}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          value={password}
          hint={t('auth.passwordHint')}
          error={message('password')}
          onChange={(e) => edit('password', setPassword)(e.target.value)}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={20}
          value={confirmPassword}
          error={message('confirmPassword')}
          onChange={(e) => edit('confirmPassword', setConfirmPassword)(e.target.value)}
        />
        <button
          type="submit"
          className={`${formStyles.button} ${formStyles.primary} ${styles.submit}`}
          disabled={register.isPending}
        >
          {t('auth.register')}
        </button>
      </form>
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <Link to={paths.login.getHref()}>{t('auth.toLogin')}</Link>
      </p>
    </>
  );
}
