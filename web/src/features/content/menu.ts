import type { Lang } from '@/lib/i18n';
import type { ArticleType, MenuItem } from './types';

// The rules of the public menu (SPEC.md §2 "Menu items by bllType"), as pure functions.

/**
 * Membership (13), training/evaluation (85) and about-us (86) menu ids of SPEC.md §9, and 通知公告
 * (22), whose page also shows the notices of the admin's 通知公告.
 */
export const MENU_IDS = { membership: 13, evaluation: 85, aboutUs: 86, notices: 22 } as const;
/** Home-page blocks (indexArea): 6 is the membership block, 9 the training-event block. */
export const INDEX_AREA = { membership: 6, trainingEvent: 9 } as const;

/** The name in the chosen language. */
export function typeName(type: Pick<ArticleType, 'bllName' | 'bllEsName'>, lang: Lang): string {
  return lang === 1 ? type.bllEsName : type.bllName;
}

/**
 * What the menu shows in a language: in English, items without an English name (and their
 * children) are left out — data decides, not names in code.
 */
export function visibleMenu(items: MenuItem[], lang: Lang): MenuItem[] {
  if (lang === 0) return items;
  return items
    .filter((item) => item.bllEsName.trim() !== '')
    .map((item) => ({ ...item, children: visibleMenu(item.children, lang) }));
}

export function areaxListHref(parentId: number, tabIndex?: number): string {
  return tabIndex === undefined
    ? `/areaxList?parentId=${parentId}`
    : `/areaxList?parentId=${parentId}&tabIndex=${tabIndex}`;
}

/**
 * Where a menu item leads:
 * - bllType 4 with a bllValue path (能力评价 → /evaluate, 首页 → /index): that path;
 * - bllType 3: the category list;
 * - bllType 1, 2 and a 4 without a path: the category list with the first child as tab.
 */
export function menuHref(item: MenuItem): string {
  if (item.bllType === 4 && item.bllValue.startsWith('/')) return item.bllValue;
  if (item.bllType === 3) return areaxListHref(item.id);
  return areaxListHref(item.id, item.children[0]?.id);
}

/** Where a sub-item of a dropdown or a tab leads: its own path when it has one, else its category list. */
export function childHref(child: MenuItem): string {
  if (child.bllValue.startsWith('/')) return child.bllValue;
  return areaxListHref(child.parentId, child.id);
}

/**
 * The highlighted top-level item: 85 for training events, merit rating and evaluation; 13 for
 * the membership pages; 86 for about-us pages; otherwise the route's parentId, or the item whose
 * own path is the current one (首页 on /index).
 */
export function activeMenuId(
  location: { pathname: string; search: string },
  items: MenuItem[],
  fallbackTypeId?: number,
): number | undefined {
  const path = location.pathname.toLowerCase();
  if (path.includes('trainingevent') || path.includes('meritrating') || path.includes('evaluate')) {
    return MENU_IDS.evaluation;
  }
  if (path.includes('membership')) return MENU_IDS.membership;
  if (path.includes('aboutus')) return MENU_IDS.aboutUs;
  const parentId = Number(new URLSearchParams(location.search).get('parentId'));
  if (Number.isInteger(parentId) && parentId > 0) return rootOf(items, parentId)?.id ?? parentId;
  if (fallbackTypeId !== undefined) return rootOf(items, fallbackTypeId)?.id;
  return items.find((item) => item.bllValue === location.pathname)?.id;
}

/** The top-level item above (or equal to) a type. */
export function rootOf(items: MenuItem[], typeId: number): MenuItem | undefined {
  return items.find((item) => findType(item, typeId));
}

/** The type with this id in a subtree. */
export function findType(item: MenuItem, typeId: number): MenuItem | undefined {
  if (item.id === typeId) return item;
  for (const child of item.children) {
    const found = findType(child, typeId);
    if (found) return found;
  }
  return undefined;
}

/** The first item (depth first) whose name in the language equals the text exactly. */
export function findByExactName(items: MenuItem[], text: string, lang: Lang): MenuItem | undefined {
  const wanted = text.trim();
  // An empty text names nothing (in English, hidden items have an empty name).
  if (wanted === '') return undefined;
  for (const item of items) {
    if (typeName(item, lang) === wanted) return item;
    const found = findByExactName(item.children, text, lang);
    if (found) return found;
  }
  return undefined;
}
