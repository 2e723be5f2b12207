import { useTranslation } from 'react-i18next';
import { useSession } from '@/store/session';
import styles from './lang-toggle.module.css';

/** 中文 / EN switch; sets the session flag lang (0 Chinese, 1 English). */
export function LangToggle() {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  return (
    <fieldset className={styles.toggle} aria-label={t('lang.group')}>
      <button
        type="button"
        lang="zh-CN"
        className={lang === 0 ? styles.active : styles.option}
        aria-pressed={lang === 0}
        onClick={() => setLang(0)}
      >
        {t('lang.zh')}
      </button>
      <span className={styles.divider} aria-hidden="true">
        /
      </span>
      <button
        type="button"
        lang="en"
        className={lang === 1 ? styles.active : styles.option}
        aria-pressed={lang === 1}
        onClick={() => setLang(1)}
      >
        {t('lang.en')}
      </button>
    </fieldset>
  );
}
