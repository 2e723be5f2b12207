import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, tokenless } from '@/lib/request';
import type { CaptchaImageResult } from '../types';

export function getCaptchaImage(): Promise<CaptchaImageResult> {
  return http.get<CaptchaImageResult>('/captchaImage', tokenless);
}

export const captchaImageQueryOptions = () =>
  queryOptions({
    queryKey: ['captchaImage'],
    queryFn: getCaptchaImage,
    // A captcha is single-use: always ask for a fresh one.
    staleTime: 0,
    gcTime: 0,
  });

export function useCaptchaImage() {
  return useQuery(captchaImageQueryOptions());
}

/** The `src` of the captcha image: the server answers a PNG as plain base64, as RuoYi does. */
export function captchaSrc(img: string): string {
  return `data:image/png;base64,${img}`;
}
