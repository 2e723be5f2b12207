import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { type Translation, zh } from '@/locales/zh';

// Chinese/English (SPEC.md §1): the session flag `lang` is 0 for Chinese and 1 for English.
// The flag is kept in localStorage so it survives a reload; the session store owns it.

export type Lang = 0 | 1;

export const LANG_KEY = 'lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Adds a feature's texts in both languages (features whose pages are not in the first load). */
export function addTexts(zhTexts: object, enTexts: object): void {
  i18n.addResourceBundle('zh', 'translation', zhTexts, true, true);
  i18n.addResourceBundle('en', 'translation', enTexts, true, true);
}

/** A record's text in the chosen language: the Chinese one when it has no English. */
export const inLang = (zh: string, en: string, lang: Lang) => (lang === 1 && en.trim() !== '' ? en : zh);

export function languageOf(lang: Lang): 'zh' | 'en' {
  return lang === 1 ? 'en' : 'zh';
}

export function readStoredLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) === '1' ? 1 : 0;
  } catch {
    return 0;
  }
}

export function storeLang(lang: Lang): void {
  try {
    globalThis.localStorage?.setItem(LANG_KEY, String(lang));
  } catch {
    // Private mode without storage: the choice lasts until reload.
  }
}

function setDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 1 ? 'en' : 'zh-CN';
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: languageOf(readStoredLang()),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
setDocumentLang(readStoredLang());

/** Switches the texts to the language of the flag. */
export function applyLang(lang: Lang): void {
  setDocumentLang(lang);
  if (i18n.language !== languageOf(lang)) void i18n.changeLanguage(languageOf(lang));
}

export { i18n };
