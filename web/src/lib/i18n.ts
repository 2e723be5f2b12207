import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { en } from '@/locales/en';
import { type Translation, zh } from '@/locales/zh';

// Chinese/English (SPEC.md §1): the session flag `lang` is 0 for Chinese and 1 for English.
// The flag is kept in localStorage so it survives a reload; the session store owns it. A cookie
// `lang=1` tells the server too, which then sends no page prerendered in Chinese (app/prerender.tsx).
//
// The site's own translator rather than i18next + react-i18next: it needs typed keys, {{name}}
// values, plurals and a language switch, which fit in this file, and the pair weighed about
// 16 KB (gzip) of the first load (issue 13).

export type Lang = 0 | 1;
export type Language = 'zh' | 'en';

export const LANG_KEY = 'lang';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** Dotted paths to the texts; `found_one`/`found_other` are asked for as `found` with a count. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralSuffix}` ? Base : K}`
    : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey = KeyOf<Translation>;
/** Values of a text's `{{name}}` slots; `count` also picks the plural form, `lng` the language. */
export type TextValues = { count?: number; lng?: Language } & Record<string, string | number | undefined>;
export type TFunction = (key: TextKey, values?: TextValues) => string;

type Texts = { [key: string]: string | Texts };
const texts: Record<Language, Texts> = { zh: {}, en: {} };

function mergeInto(target: Texts, source: Texts): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') mergeInto(existing, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/** Adds a feature's texts in both languages (features whose pages are not in the first load). */
export function addTexts(zhTexts: object, enTexts: object): void {
  mergeInto(texts.zh, zhTexts as Texts);
  mergeInto(texts.en, enTexts as Texts);
}
addTexts(zh, en);

function lookUp(language: Language, path: string[]): string | undefined {
  let node: string | Texts | undefined = texts[language];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = { zh: new Intl.PluralRules('zh'), en: new Intl.PluralRules('en') };

/** The text in `language` (else Chinese, else the key itself), its slots filled. */
function translate(language: Language, key: string, values?: TextValues): string {
  const path = key.split('.');
  const find = (lng: Language) => {
    if (values?.count !== undefined) {
      const last = path.length - 1;
      const form = pluralRules[lng].select(values.count);
      for (const suffix of [form, 'other']) {
        const text = lookUp(lng, [...path.slice(0, last), `${path[last]}_${suffix}`]);
        if (text !== undefined) return text;
      }
    }
    return lookUp(lng, path);
  };
  const text = find(values?.lng ?? language) ?? find('zh') ?? key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => {
    const value = values[name];
    return value === undefined ? slot : String(value);
  });
}

/** One stable function per language, so a component re-renders when the language changes. */
const translators: Record<Language, TFunction> = {
  zh: (key, values) => translate('zh', key, values),
  en: (key, values) => translate('en', key, values),
};

export const inLang = (zh: string, en: string, lang: Lang) => (lang === 1 && en.trim() !== '' ? en : zh);

export function languageOf(lang: Lang): Language {
  return lang === 1 ? 'en' : 'zh';
}

export function readStoredLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) === '1' ? 1 : 0;
  } catch {
    return 0;
  }
}

function storeLangCookie(lang: Lang): void {
  if (lang === 1) Cookies.set(LANG_KEY, '1', { sameSite: 'lax', expires: 365 });
  else Cookies.remove(LANG_KEY);
}

export function storeLang(lang: Lang): void {
  storeLangCookie(lang);
  try {
    globalThis.localStorage?.setItem(LANG_KEY, String(lang));
  } catch {
    // Private mode without storage: the choice lasts until reload.
  }
}

const startLang = readStoredLang();
let current: Language = languageOf(startLang);
const listeners = new Set<() => void>();

function setDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 1 ? 'en' : 'zh-CN';
}
setDocumentLang(startLang);
// English chosen before the cookie existed: the server learns it now, for the next page.
if (startLang === 1 && Cookies.get(LANG_KEY) !== '1') storeLangCookie(1);

/** The language the texts are shown in now. */
export const activeLanguage = (): Language => current;

/** Switches the texts to the language of the flag. */
export function applyLang(lang: Lang): void {
  setDocumentLang(lang);
  if (current === languageOf(lang)) return;
  current = languageOf(lang);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The texts in the chosen language, or in `lang` when given (an article shown in its own language). */
export function useTranslation(lang?: Lang): { t: TFunction } {
  const chosen = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { t: translators[lang === undefined ? chosen : languageOf(lang)] };
}
