import { useTranslation } from '@/lib/i18n';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import styles from './auth-form.module.css';
import type { Captcha } from './use-captcha';

/** "图形验证码" input with the captcha image; clicking the image shows a new one. */
export function CaptchaField({
  captcha,
  error,
  onEdit,
}: {
  captcha: Captcha;
  error?: string;
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  if (!captcha.enabled) return null;
  return (
    <TextField
      label={t('auth.captcha')}
      {...accountInputs.captcha}
      value={captcha.code}
      error={error}
      onChange={(e) => {
        captcha.setCode(e.target.value.trim());
        onEdit?.();
      }}
      addon={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={captcha.refresh}
          title={t('auth.refreshCaptcha')}
        >
          {captcha.src ? (
            <img src={captcha.src} alt={t('auth.refreshCaptcha')} className={styles.captchaImage} />
          ) : (
            <span className={styles.captchaLoading}>{t('common.loading')}</span>
          )}
        </button>
      }
    />
  );
}
