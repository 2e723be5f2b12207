import { useState } from 'react';
import { captchaSrc, useCaptchaImage } from '../api/get-captcha-image';
import type { CaptchaAnswer } from '../types';

/** The image captcha of a form: on only when GET /captchaImage says captchaEnabled. */
export function useCaptcha() {
  const query = useCaptchaImage();
  const [code, setCode] = useState('');
  const enabled = query.data?.captchaEnabled === true;

  const refresh = () => {
    setCode('');
    void query.refetch();
  };

  /** The answer to send with a call, or nothing when the captcha is off. */
  const answer = (): CaptchaAnswer => (enabled ? { code, uuid: query.data?.uuid } : {});

  return {
    enabled,
    src: enabled && query.data?.img ? captchaSrc(query.data.img) : undefined,
    loading: query.isFetching,
    code,
    setCode,
    refresh,
    answer,
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
