import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/store/session';
import styles from './lang-toggle.module.css';

const LANGS = [
  { lang: 0, tag: 'zh-CN', label: 'lang.zh' },
  { lang: 1, tag: 'en', label: 'lang.en' },
] as const;

/** 中文 / EN switch; sets the session flag lang (0 Chinese, 1 English). */
export function LangToggle() {
  const { t } = useTranslation();
  const current = useSession((s) => s.lang);
  const setLang = useSession((s) => s.setLang);
  return (
    <fieldset className={styles.toggle} aria-label={t('lang.group')}>
      {LANGS.map(({ lang, tag, label }, i) => (
        <Fragment key={lang}>
          {i > 0 ? (
            <span className={styles.divider} aria-hidden="true">
              /
            </span>
          ) : null}
          <button
            type="button"
            lang={tag}
            className={current === lang ? styles.active : styles.option}
            aria-pressed={current === lang}
            onClick={() => setLang(lang)}
          >
            {t(label)}
          </button>
        </Fragment>
      ))}
    </fieldset>
  );
}
