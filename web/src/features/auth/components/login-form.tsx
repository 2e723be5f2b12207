import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { useAriaTabs } from '@/components/tabs/use-aria-tabs';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { useVipLogin } from '../api/vip-login';
import { requiredError } from '@/lib/account-validation';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { PhoneCodeForm, usePhoneCode } from './phone-code-fields';
import { useAuthFields, useFinishLogin } from './use-auth-form';
import { type Captcha, useCaptcha } from './use-captcha';
import tabStyles from '@/components/tabs/tab-list.module.css';

type Tab = 'code' | 'password';
const TABS: Tab[] = ['code', 'password'];

/** Login by phone + SMS code (default tab) or by account + password. */
export function LoginForm() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('code');
  const captcha = useCaptcha();

  const select = (name: Tab) => {
    if (name === tab) return;
    setTab(name);
    captcha.setCode('');
  };
  const tabs = useAriaTabs(TABS, tab, select, { onePanel: true });

  return (
    <>
      <div className={`${tabStyles.tabs} ${styles.tabs}`} role="tablist" aria-label={t('auth.loginTabs')}>
        {TABS.map((name) => (
          <button key={name} {...tabs.tab(name)} className={`${tabStyles.tab} ${styles.tab}`}>
            {name === 'code' ? t('auth.codeLogin') : t('auth.passwordLogin')}
          </button>
        ))}
      </div>
      <div {...tabs.panel(tab)}>
        {tab === 'code' ? <CodeLogin captcha={captcha} /> : <PasswordLogin captcha={captcha} />}
      </div>
      <div className={styles.links}>
        <Link to={paths.register.getHref()}>{t('auth.toRegister')}</Link>
        <Link to={paths.forgetPassword.getHref()}>{t('auth.toForget')}</Link>
      </div>
    </>
  );
}

function CodeLogin({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation();
  const phoneCode = usePhoneCode();
  const vipLogin = useVipLogin();
  const finishLogin = useFinishLogin();

  return (
    <PhoneCodeForm
      phoneCode={phoneCode}
      captcha={captcha}
      purpose="login"
      send={async () => {
        const res = await vipLogin.mutateAsync({ phone: phoneCode.phone, code: phoneCode.code });
        await finishLogin(res.token);
      }}
      pending={vipLogin.isPending}
      submitLabel={t('auth.login')}
    />
  );
}

function PasswordLogin({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation();
  const form = useAuthFields<'username' | 'password', 'captcha'>({ username: '', password: '' });
  const { username, password } = form.values;
  const login = useLogin();
  const finishLogin = useFinishLogin();

  return (
    <AuthForm
      fields={form}
      checks={() => ({
        username: requiredError(username.trim(), 'usernameRequired'),
        password: requiredError(password, 'passwordRequired'),
        captcha: captcha.enabled ? requiredError(captcha.code, 'captchaRequired') : undefined,
      })}
      send={async () => {
        const res = await login.mutateAsync({ username: username.trim(), password, ...captcha.answer() });
        await finishLogin(res.token);
      }}
      onFailed={() => {
        // A used captcha is replaced.
        if (captcha.enabled) captcha.refresh();
      }}
      pending={login.isPending}
      submitLabel={t('auth.login')}
    >
      <TextField label={t('auth.username')} {...accountInputs.username} {...form.field('username')} />
      <TextField label={t('auth.password')} {...accountInputs.currentPassword} {...form.field('password')} />
      <CaptchaField captcha={captcha} error={form.message('captcha')} onEdit={() => form.clear('captcha')} />
    </AuthForm>
  );
}
