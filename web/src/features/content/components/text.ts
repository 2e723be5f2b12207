import type { Lang } from '@/lib/i18n';
import { childHref, findType, menuHref, rootOf } from '../menu';
import type { ArticleSummary, MenuItem } from '../types';

// What the public pages show of an article or a type in the chosen language. Articles carry
// both languages; an empty English text falls back to the Chinese one.

const pick = (zh: string, en: string, lang: Lang) => (lang === 1 && en.trim() !== '' ? en : zh);

export const articleTitle = (a: Pick<ArticleSummary, 'articleName' | 'articleEsName'>, lang: Lang) =>
  pick(a.articleName, a.articleEsName, lang);

export const articleSummary = (a: Pick<ArticleSummary, 'summary' | 'summaryEs'>, lang: Lang) =>
  pick(a.summary, a.summaryEs, lang);

export const articleContent = (a: { content: string; contentEs: string }, lang: Lang) =>
  pick(a.content, a.contentEs, lang);

/** A type's name in the language, the Chinese name when it has no English one. */
export const displayName = (type: Pick<MenuItem, 'bllName' | 'bllEsName'>, lang: Lang) =>
  pick(type.bllName, type.bllEsName, lang);

/**
 * The lang attribute of a text shown in Chinese on an English page because `english` is empty, so
 * that screen readers read it as Chinese.
 */
export const fallbackLang = (english: string, lang: Lang) =>
  lang === 1 && english.trim() === '' ? 'zh-CN' : undefined;

/** Whether the type has a name of its own in the language (every type has a Chinese one). */
export const namedIn = (type: Pick<MenuItem, 'bllEsName'>, lang: Lang) =>
  lang === 0 || type.bllEsName.trim() !== '';

const HAN = /\p{Script=Han}/u;

/**
 * An article's author or source as a reader of the language sees it. Each is one text for both
 * languages, so in English a value written "中文 / English" shows its English part, a value
 * without Chinese shows as it is, and a Chinese-only value is left out: a department's name in
 * characters tells an English reader nothing and only marks the page as untranslated.
 */
export function bylineIn(value: string, lang: Lang): string {
  if (lang === 0 || !HAN.test(value)) return value;
  return value
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !HAN.test(part))
    .join(' / ');
}

/** `2025-01-06 09:30:00` (or an ISO time) → `2025-01-06`. */
export function formatDate(time: string | null | undefined): string {
  if (!time) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(time);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The random `key` of an /article link: a new key reads the article afresh. */
export function randomKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** A positive integer from a query value, else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2147483647 ? n : undefined;
}

/** A type anywhere in the menu tree. */
export function findInMenu(items: MenuItem[], id: number): MenuItem | undefined {
  const root = rootOf(items, id);
  return root && findType(root, id);
}

/** The types from the top-level item down to (and including) the type; empty when unknown. */
export function pathTo(items: MenuItem[], id: number): MenuItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = pathTo(item.children, id);
    if (below.length) return [item, ...below];
  }
  return [];
}

/** Where a breadcrumb step leads: the menu's own rule for top-level items, the tab otherwise. */
export function typeHref(item: MenuItem): string {
  return item.parentId === 0 ? menuHref(item) : childHref(item);
}

/** A link tab: bllType 4 with a path of its own (会员名录 → /memberShip). */
export const isLinkType = (item: Pick<MenuItem, 'bllType' | 'bllValue'>) =>
  item.bllType === 4 && item.bllValue.startsWith('/');
