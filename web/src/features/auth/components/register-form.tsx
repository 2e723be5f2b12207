import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { TextField } from '@/components/form/field';
import { SubmitForm } from '@/components/form/submit-form';
import { submitWhenValid } from '@/components/form/submit-when-valid';
import { paths } from '@/config/paths';
import { useRegisterByPhone } from '../api/register-by-phone';
import { useSendCode } from '../api/send-code';
import { confirmError, nickNameError, passwordError } from '@/lib/account-validation';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields';
import { AUTH_MESSAGE_KEY, useFinishLogin } from './use-auth-form';
import { useCaptcha } from './use-captcha';

type Field = 'nickName' | 'password' | 'confirmPassword';

/** Registration by phone + SMS code; the answer's token logs the new user in. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { phone, code, errors, formRef, phoneCodeErrors, fields } = usePhoneCode<Field>();
  const [nickName, setNickName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { bind } = errors;
  const captcha = useCaptcha();
  const sendCode = useSendCode();
  const register = useRegisterByPhone();
  const finishLogin = useFinishLogin();

  const onSubmit = submitWhenValid(
    () =>
      errors.show({
        ...phoneCodeErrors(),
        nickName: nickNameError(nickName),
        password: passwordError(password),
        confirmPassword: confirmError(password, confirmPassword),
      }),
    async () => {
      const res = await register.mutateAsync({ phone, code, nickName: nickName.trim(), password });
      feedback.message({ type: 'success', content: t('auth.registerSuccess'), key: AUTH_MESSAGE_KEY });
      await finishLogin(res.token);
    },
  );

  return (
    <>
      <SubmitForm
        formRef={formRef}
        onSubmit={onSubmit}
        pending={register.isPending}
        submitLabel={t('auth.register')}
        classes={styles}
      >
        <PhoneCodeFields
          {...fields}
          captcha={captcha}
          send={(phone, answer) => sendCode.mutateAsync({ phone, type: 'register', ...answer })}
        />
        <TextField
          label={t('auth.nickName')}
          name="nickName"
          autoComplete="nickname"
          maxLength={30}
          {...bind('nickName', nickName, setNickName)}
        />
        <NewPasswordFields
          label={t('auth.password')}
          name="password"
          password={bind('password', password, setPassword)}
          confirm={bind('confirmPassword', confirmPassword, setConfirmPassword)}
        />
      </SubmitForm>
      <p className={`${styles.links} ${styles.linksCenter}`}>
        <span className={styles.muted}>{t('auth.haveAccount')}</span>
        <Link to={paths.login.getHref()}>{t('auth.toLogin')}</Link>
      </p>
    </>
  );
}
