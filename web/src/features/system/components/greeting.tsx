import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/store/session';
import styles from './panel.module.css';

/** 您好，<nickname>: from the session store, so it shows as soon as getInfo has answered. */
export function Greeting() {
  const { t } = useTranslation();
  const name = useSession((s) => s.nickName || s.name);
  return name ? <p className={styles.greeting}>{t('common.greeting', { name })}</p> : null;
}
