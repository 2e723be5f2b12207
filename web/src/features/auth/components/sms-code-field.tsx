import { useTranslation } from '@/lib/i18n';
import formStyles from '@/components/form/form.module.css';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';

/** Seconds before another SMS code may be asked for. */
export const SMS_RESEND_SECONDS = 60;

/** "短信验证码" input with the "获取验证码" button, which counts down after a send. */
export function SmsCodeField({
  value,
  onChange,
  error,
  onSend,
  sending,
  secondsLeft,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onSend: () => void;
  sending: boolean;
  secondsLeft: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.smsCode')}
      {...accountInputs.smsCode}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value.trim())}
      addon={
        <button
          type="button"
          className={formStyles.button}
          disabled={sending || secondsLeft > 0}
          onClick={onSend}
        >
          {secondsLeft > 0 ? t('auth.retryIn', { s: secondsLeft }) : t('auth.getCode')}
        </button>
      }
    />
  );
}
