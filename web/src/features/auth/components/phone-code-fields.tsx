import { type ReactNode, type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback/feedback-store';
import { accountInputs } from '@/components/form/account-inputs';
import { TextField } from '@/components/form/field';
import { SubmitForm } from '@/components/form/submit-form';
import { submitWhenValid } from '@/components/form/submit-when-valid';
import { useCountdown } from '@/hooks/use-countdown';
import type { CaptchaAnswer } from '../types';
import { type FieldErrors, phoneError, requiredError } from '@/lib/account-validation';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { SMS_RESEND_SECONDS, SmsCodeField } from './sms-code-field';
import { AUTH_MESSAGE_KEY, useFieldErrors } from './use-auth-form';
import type { Captcha } from './use-captcha';

export type PhoneCodeField = 'phone' | 'captcha' | 'code';

/** The slice of a form's `useFieldErrors` these fields report into. */
interface PhoneCodeErrors {
  message: (field: PhoneCodeField) => string | undefined;
  show: (next: FieldErrors<PhoneCodeField>) => boolean;
  clear: (field: PhoneCodeField) => void;
}

/**
 * A phone form's state: the phone (its own, or the parent's when `phoneState` is given), the SMS
 * code, the form's field errors (`Extra` names its other fields) and the check of phone and code.
 * `fields` are the PhoneCodeFields props that belong to it.
 */
export function usePhoneCode<Extra extends string = never>(phoneState?: [string, (phone: string) => void]) {
  const ownPhone = useState('');
  const [phone, setPhone] = phoneState ?? ownPhone;
  const [code, setCode] = useState('');
  const errors = useFieldErrors<PhoneCodeField | Extra>();
  return {
    phone,
    code,
    errors,
    formRef: errors.formRef,
    phoneCodeErrors: () => ({ phone: phoneError(phone), code: requiredError(code, 'codeRequired') }),
    fields: { phone, onPhoneChange: setPhone, code, onCodeChange: setCode, errors },
  };
}

/** Asks the server to text a code to `phone`, with the image captcha's answer. */
type SendCode = (phone: string, captchaAnswer: CaptchaAnswer) => Promise<unknown>;

/** The part of `usePhoneCode`'s answer a PhoneCodeForm works with, whatever the form's other fields. */
interface PhoneCodeState {
  formRef: RefObject<HTMLFormElement | null>;
  errors: PhoneCodeErrors;
  phoneCodeErrors: () => FieldErrors<PhoneCodeField>;
  fields: Omit<PhoneCodeFieldsProps, 'captcha' | 'send'>;
}

/**
 * A form that starts with the phone fields (`children` follow them): on submit it runs `check`
 * (by default the check of phone and code; a form with more fields checks them all at once),
 * then `submit`.
 */
export function PhoneCodeForm({
  phoneCode,
  captcha,
  send,
  check = () => phoneCode.errors.show(phoneCode.phoneCodeErrors()),
  submit,
  pending,
  submitLabel,
  children,
}: {
  phoneCode: PhoneCodeState;
  captcha: Captcha;
  send: SendCode;
  /** Shows what is wrong; answers whether anything is. */
  check?: () => boolean;
  submit: () => Promise<unknown>;
  pending: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  const onSubmit = submitWhenValid(check, submit);
  return (
    <SubmitForm
      formRef={phoneCode.formRef}
      onSubmit={onSubmit}
      pending={pending}
      submitLabel={submitLabel}
      classes={styles}
    >
      <PhoneCodeFields {...phoneCode.fields} captcha={captcha} send={send} />
      {children}
    </SubmitForm>
  );
}

interface PhoneCodeFieldsProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  captcha: Captcha;
  errors: PhoneCodeErrors;
  send: SendCode;
}

/**
 * Phone number, image captcha (when on) and SMS code with its "获取验证码" button: what every
 * phone form shares. `send` asks the server for the code; the button then counts down.
 */
function PhoneCodeFields({
  phone,
  onPhoneChange,
  code,
  onCodeChange,
  captcha,
  errors,
  send,
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
      await send(phone, captcha.answer());
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
