import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import type { CheckedFields, SubmitFormProps } from '@/components/form/submit-form';
import { useCountdown } from '@/hooks/use-countdown';
import { sendCaptcha } from '../api/send-captcha';
import { sendCode } from '../api/send-code';
import type { CaptchaAnswer } from '../types';
import { type FieldErrors, phoneError, requiredError } from '@/lib/account-validation';
import { AuthForm } from './auth-form';
import { CaptchaField } from './captcha-field';
import { SMS_RESEND_SECONDS, SmsCodeField } from './sms-code-field';
import { AUTH_MESSAGE_KEY, useAuthFields } from './use-auth-form';
import type { Captcha } from './use-captcha';

export type PhoneCodeField = 'phone' | 'captcha' | 'code';

/** The slice of a form's `useAuthFields` these fields report into. */
interface PhoneCodeErrors {
  message: (field: PhoneCodeField) => string | undefined;
  show: (next: FieldErrors<PhoneCodeField>) => boolean;
  clear: (field: PhoneCodeField) => void;
}

/**
 * A phone form's state: the phone (its own, or the parent's when `phoneState` is given), the SMS
 * code, the form's other text fields (`extra`, their initial values) with every field's errors,
 * and the check of phone and code. `fields` are the PhoneCodeFields props that belong to it.
 */
export function usePhoneCode<Extra extends string = never>({
  extra = {} as Record<Extra, string>,
  phoneState,
}: {
  extra?: Record<Extra, string>;
  phoneState?: [string, (phone: string) => void];
} = {}) {
  const ownPhone = useState('');
  const [phone, setPhone] = phoneState ?? ownPhone;
  const [code, setCode] = useState('');
  const form = useAuthFields<Extra, PhoneCodeField>(extra);
  return {
    phone,
    code,
    form,
    phoneCodeErrors: () => ({ phone: phoneError(phone), code: requiredError(code, 'codeRequired') }),
    fields: { phone, onPhoneChange: setPhone, code, onCodeChange: setCode, errors: form },
  };
}

/** What a phone form texts a code for, each with the call asking the server to (with the captcha answer). */
const SEND_CODE = {
  login: (phone: string, answer: CaptchaAnswer) => sendCaptcha({ phone, ...answer }),
  register: (phone: string, answer: CaptchaAnswer) => sendCode({ phone, type: 'register', ...answer }),
  reset: (phone: string, answer: CaptchaAnswer) => sendCode({ phone, type: 'reset', ...answer }),
};

export type SmsPurpose = keyof typeof SEND_CODE;

/** The part of `usePhoneCode`'s answer a PhoneCodeForm works with, whatever the form's other fields. */
interface PhoneCodeState<Errors> {
  form: CheckedFields<Errors>;
  phoneCodeErrors: () => NoInfer<Errors>;
  fields: Omit<PhoneCodeFieldsProps, 'captcha' | 'purpose'>;
}

/**
 * A form that starts with the phone fields, texting the code for `purpose` (`children` follow
 * them). By default it checks phone and code; a form with more fields checks them all at once.
 */
export function PhoneCodeForm<Errors>({
  phoneCode,
  captcha,
  purpose,
  checks = phoneCode.phoneCodeErrors,
  children,
  ...form
}: Omit<SubmitFormProps<Errors>, 'fields' | 'classes' | 'checks' | 'children'> & {
  phoneCode: PhoneCodeState<Errors>;
  captcha: Captcha;
  purpose: SmsPurpose;
  checks?: () => NoInfer<Errors>;
  children?: ReactNode;
}) {
  return (
    <AuthForm fields={phoneCode.form} checks={checks} {...form}>
      <PhoneCodeFields {...phoneCode.fields} captcha={captcha} purpose={purpose} />
      {children}
    </AuthForm>
  );
}

interface PhoneCodeFieldsProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  captcha: Captcha;
  errors: PhoneCodeErrors;
  purpose: SmsPurpose;
}

/**
 * Phone number, image captcha (when on) and SMS code with its "获取验证码" button: what every
 * phone form shares. The button asks the server to text the code for `purpose`, then counts down.
 */
function PhoneCodeFields({
  phone,
  onPhoneChange,
  code,
  onCodeChange,
  captcha,
  errors,
  purpose,
}: PhoneCodeFieldsProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const onSend = async () => {
    const invalid = errors.show({
      phone: phoneError(phone),
      captcha: captcha.enabled ? requiredError(captcha.code, 'captchaRequired') : undefined,
    });
    if (invalid) return;
    setSending(true);
    try {
      await SEND_CODE[purpose](phone, captcha.answer());
      feedback.message({ type: 'success', content: t('auth.codeSent'), key: AUTH_MESSAGE_KEY });
      countdown.start(SMS_RESEND_SECONDS);
    } catch {
      // Shown by the request client.
    } finally {
      setSending(false);
      // An image captcha is good for one try.
      if (captcha.enabled) captcha.refresh();
    }
  };

  return (
    <>
      <TextField
        label={t('auth.phone')}
        {...accountInputs.phone}
        value={phone}
        error={errors.message('phone')}
        onChange={(e) => {
          onPhoneChange(e.target.value.trim());
          errors.clear('phone');
        }}
      />
      <CaptchaField
        captcha={captcha}
        error={errors.message('captcha')}
        onEdit={() => errors.clear('captcha')}
      />
      <SmsCodeField
        value={code}
        onChange={(value) => {
          onCodeChange(value);
          errors.clear('code');
        }}
        error={errors.message('code')}
        onSend={onSend}
        sending={sending}
        secondsLeft={countdown.left}
      />
    </>
  );
}
