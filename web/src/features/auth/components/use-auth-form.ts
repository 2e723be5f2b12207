import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormFields } from '@/components/form/use-form-fields';
import { paths, safeRedirect } from '@/config/paths';
import { useSession } from '@/store/session';
import type { ErrorKey } from '@/lib/account-validation';

/** The account forms' messages replace one another: 注册成功 takes the place of 验证码已发送. */
export const AUTH_MESSAGE_KEY = 'account-form';

/**
 * The text fields of an account form (as useFormFields), their errors keys of the shared
 * `validation` texts. `Other` names the fields whose values are kept elsewhere.
 */
export function useAuthFields<V extends string, Other extends string = never>(initial: Record<V, string>) {
  const { t } = useTranslation();
  return useFormFields<V, Other, ErrorKey>(initial, (key) => t(`validation.${key}`));
}

/** After a token arrives: keep it, load the user, go to `redirect` (or the home page). */
export function useFinishLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useSession((s) => s.login);
  const getInfo = useSession((s) => s.getInfo);

  return async (token: string) => {
    login(token);
    try {
      await getInfo();
    } catch {
      // The request client has shown the error; the token is kept.
    }
    navigate(safeRedirect(params.get('redirect'), paths.home.path), { replace: true });
  };
}
