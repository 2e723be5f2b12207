import type { InputHTMLAttributes } from 'react';
import { NICKNAME_MAX } from '@/lib/account-validation';
import { PASSWORD_MAX } from '@/lib/validate';

/**
 * The attributes of the account inputs, the same on every form that asks for them: what browsers
 * and password managers fill them by, and the longest value the server takes.
 */
export const accountInputs = {
  username: { name: 'username', autoComplete: 'username' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
  nickName: { name: 'nickName', autoComplete: 'nickname', maxLength: NICKNAME_MAX },
  phone: { name: 'phone', type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: 11 },
  captcha: { name: 'captcha', autoComplete: 'off', inputMode: 'text', maxLength: 8 },
  smsCode: { name: 'smsCode', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 6 },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;
