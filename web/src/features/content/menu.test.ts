import { describe, expect, it } from 'vitest';
import { demoMenu, menuNode } from '@/layouts/public/test-data';
import {
  activeMenuId,
  childHref,
  findByExactName,
  findType,
  MENU_IDS,
  menuHref,
  rootOf,
  typeName,
  visibleMenu,
} from './menu';
import { demoMenuNames } from '@/testing/demo-menu-names';
import type { MenuItem } from './types';

const menu = demoMenu();
const byId = (id: number, items: MenuItem[] = menu): MenuItem => {
  const item = items.map((top) => findType(top, id)).find(Boolean);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};
const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('menuHref (SPEC §2 "Menu items by bllType")', () => {
  it('bllType 2 and a bllType 4 without a path do the same', () => {
    const children = [menuNode({ id: 71, bllName: '甲', bllEsName: 'A', bllType: 2 })];
    expect(menuHref(menuNode({ id: 70, bllName: '类', bllEsName: 'T', bllType: 2, children }))).toBe(
      '/areaxList?parentId=70&tabIndex=71',
    );
    expect(menuHref(menuNode({ id: 70, bllName: '类', bllEsName: 'T', bllType: 4, children }))).toBe(
      '/areaxList?parentId=70&tabIndex=71',
    );
  });

  it('a list type without children has no tabIndex', () => {
    expect(menuHref(menuNode({ id: 60, bllName: '空', bllEsName: '', bllType: 1 }))).toBe(
      '/areaxList?parentId=60',
    );
  });
});

/** An item of the demo menu, where it links to, and why. */
type LinkCase = [id: number, href: string, why: string];

describe.each([
  {
    link: menuHref,
    items: <LinkCase[]>[
      [85, '/evaluate', 'bllType 4 named 能力评价: its bllValue path'],
      [1, '/index', 'bllType 4: its bllValue path'],
      [40, '/areaxList?parentId=40', 'bllType 3: the category list'],
      [20, '/areaxList?parentId=20&tabIndex=21', 'bllType 1: the category list, first child as tabIndex'],
      [86, '/areaxList?parentId=86&tabIndex=87', 'bllType 1: the category list, first child as tabIndex'],
      [13, '/areaxList?parentId=13&tabIndex=14', 'bllType 1: the category list, first child as tabIndex'],
    ],
  },
  {
    link: childHref,
    items: <LinkCase[]>[
      [87, '/aboutUs?typeId=87', 'a child with a path goes there: the 本会概况 dropdown'],
      [15, '/memberShip', 'a child with a path goes there: 会员名录'],
      [22, '/areaxList?parentId=20&tabIndex=22', 'a child without a path is a tab of its parent’s list'],
    ],
  },
])('$link.name of the demo menu', ({ link, items }) => {
  it.each(items)('item %i links to %s (%s)', (id, href) => {
    expect(link(byId(id))).toBe(href);
  });
});

describe('visibleMenu and typeName', () => {
  it('Chinese shows every item under its Chinese name', () => {
    const items = visibleMenu(menu, 0);
    expect(items.map((item) => typeName(item, 0))).toEqual(demoMenuNames.zh);
  });

  it('English leaves out the items with an empty English name, and their children', () => {
    const items = visibleMenu(menu, 1);
    expect(items.map((item) => typeName(item, 1))).toEqual(demoMenuNames.en);
    expect(byId(86, items).children.map((child) => typeName(child, 1))).toEqual([
      'Introduction',
      'Charter',
      'Organisation',
      'Contact us',
    ]);
  });

  it('a blank English name counts as empty, also for children; the input is left alone', () => {
    const tree = [
      menuNode({
        id: 5,
        bllName: '甲',
        bllEsName: 'A',
        bllType: 1,
        children: [
          menuNode({ id: 6, bllName: '乙', bllEsName: '  ', bllType: 2 }),
          menuNode({ id: 7, bllName: '丙', bllEsName: 'C', bllType: 2 }),
        ],
      }),
      menuNode({ id: 8, bllName: '丁', bllEsName: ' ', bllType: 3 }),
    ];
    const items = visibleMenu(tree, 1);
    expect(items.map((item) => item.id)).toEqual([5]);
    expect(items[0].children.map((item) => item.id)).toEqual([7]);
    expect(tree[0].children).toHaveLength(2);
  });
});

describe('activeMenuId (the highlighted item)', () => {
  it.each([
    ['/trainingEvent', MENU_IDS.evaluation],
    ['/meritRating', MENU_IDS.evaluation],
    ['/evaluate', MENU_IDS.evaluation],
    ['/memberShip', MENU_IDS.membership],
    ['/Membership', MENU_IDS.membership],
    ['/aboutUs?typeId=88', MENU_IDS.aboutUs],
  ])('%s highlights %i', (href, id) => {
    expect(activeMenuId(at(href), menu)).toBe(id);
  });

  it('the route’s parentId decides on the category list, also for a child category', () => {
    expect(activeMenuId(at('/areaxList?parentId=30&tabIndex=31'), menu)).toBe(30);
    expect(activeMenuId(at('/areaxList?parentId=40'), menu)).toBe(40);
    expect(activeMenuId(at('/articleList?parentId=22'), menu)).toBe(20);
  });

  it('an item whose own path is the page is highlighted (首页 on /index)', () => {
    expect(activeMenuId(at('/index'), menu)).toBe(1);
  });

  it('on an article the top-level item above the article’s type is highlighted', () => {
    expect(activeMenuId(at('/article?articleId=5&key=k'), menu, 22)).toBe(20);
    expect(activeMenuId(at('/article?articleId=6&key=k'), menu, 89)).toBe(86);
    expect(activeMenuId(at('/article?articleId=7&key=k'), menu, 13)).toBe(13);
  });

  it('nothing is highlighted elsewhere, or while the article is not known', () => {
    expect(activeMenuId(at('/personal'), menu)).toBeUndefined();
    expect(activeMenuId(at('/article?articleId=5'), menu)).toBeUndefined();
    expect(activeMenuId(at('/areaxList?parentId=abc'), menu)).toBeUndefined();
  });

  it('rootOf finds the top-level item above a type', () => {
    expect(rootOf(menu, 93)?.id).toBe(85);
    expect(rootOf(menu, 999)).toBeUndefined();
  });
});

describe('findByExactName (the search icon)', () => {
  it('finds a top-level item or a child by its exact name in the language', () => {
    expect(findByExactName(menu, '政策法规', 0)?.id).toBe(30);
    expect(findByExactName(menu, '协会章程', 0)?.id).toBe(88);
    expect(findByExactName(menu, '  会员服务 ', 0)?.id).toBe(13);
    expect(findByExactName(visibleMenu(menu, 1), 'Membership', 1)?.id).toBe(13);
  });

  it('a part of a name, the other language or an empty text finds nothing', () => {
    expect(findByExactName(menu, '政策', 0)).toBeUndefined();
    expect(findByExactName(menu, 'Membership', 0)).toBeUndefined();
    expect(findByExactName(menu, '', 1)).toBeUndefined();
    expect(findByExactName(menu, '   ', 1)).toBeUndefined();
  });

  it('in English the hidden items cannot be found', () => {
    expect(findByExactName(visibleMenu(menu, 1), 'Training events', 1)).toBeUndefined();
    expect(findByExactName(visibleMenu(menu, 1), '政策法规', 1)).toBeUndefined();
  });
});
