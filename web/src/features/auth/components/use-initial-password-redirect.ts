import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '@/components/feedback/feedback-store';
import { paths } from '@/config/paths';
import { useSession } from '@/store/session';

/** Where an account on a password someone else set is sent: the personal center's password tab. */
export const CHANGE_PASSWORD_HREF = `${paths.profile.path}?tab=password`;

/**
 * getInfo's isDefaultModifyPwd: the password was set by someone else (the seed, or staff), and
 * outside demo mode the server allows nothing but changing it. Any page sends such a user to the
 * change form until they have.
 */
export function useInitialPasswordRedirect() {
  const mustChange = useSession((state) => state.isDefaultModifyPwd);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (!mustChange || pathname === paths.profile.path) return;
    feedback.message({ type: 'warning', content: t('personal.changeInitialPassword') });
    void navigate(CHANGE_PASSWORD_HREF, { replace: true });
  }, [mustChange, pathname, navigate, t]);
}
