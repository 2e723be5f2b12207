import type { ApiCall, ApiServer } from '@/testing/api-server';
import { ok } from '@/testing/api-server';
import type { ArticleDetail, ArticleSummary, ArticleTypeWithArticles, MenuItem } from '../types';

// A slice of the demo menu tree (server/src/db/seed/site-content.ts) and articles for UI tests.

type TypeFields = Pick<MenuItem, 'id' | 'bllName' | 'bllEsName' | 'bllType'> &
  Partial<Pick<MenuItem, 'parentId' | 'bllValue' | 'indexArea' | 'children'>>;

export function menuItem(fields: TypeFields): MenuItem {
  return { parentId: 0, bllValue: '', indexArea: null, sort: 0, children: [], ...fields };
}

const child = (parentId: number, fields: TypeFields) => menuItem({ parentId, ...fields });

export const menu: MenuItem[] = [
  menuItem({ id: 1, bllName: '首页', bllEsName: 'Home', bllType: 4, bllValue: '/index' }),
  menuItem({
    id: 86,
    bllName: '本会概况',
    bllEsName: 'About us',
    bllType: 1,
    children: [
      child(86, {
        id: 87,
        bllName: '协会简介',
        bllEsName: 'Introduction',
        bllType: 3,
        bllValue: '/aboutUs?typeId=87',
      }),
      child(86, {
        id: 88,
        bllName: '协会章程',
        bllEsName: 'Charter',
        bllType: 3,
        bllValue: '/aboutUs?typeId=88',
      }),
      child(86, {
        id: 89,
        bllName: '组织机构',
        bllEsName: 'Organisation',
        bllType: 3,
        bllValue: '/aboutUs?typeId=89',
      }),
      child(86, {
        id: 90,
        bllName: '联系我们',
        bllEsName: 'Contact us',
        bllType: 3,
        bllValue: '/aboutUs?typeId=90',
      }),
    ],
  }),
  menuItem({
    id: 20,
    bllName: '资讯公告',
    bllEsName: '',
    bllType: 1,
    children: [
      child(20, { id: 21, bllName: '协会动态', bllEsName: '', bllType: 2, indexArea: 1 }),
      child(20, { id: 22, bllName: '通知公告', bllEsName: '', bllType: 2, indexArea: 2 }),
      child(20, { id: 23, bllName: '行业资讯', bllEsName: '', bllType: 2 }),
    ],
  }),
  menuItem({
    id: 13,
    bllName: '会员服务',
    bllEsName: 'Membership',
    bllType: 1,
    indexArea: 6,
    children: [
      child(13, { id: 14, bllName: '入会指南', bllEsName: 'Joining guide', bllType: 2 }),
      child(13, {
        id: 15,
        bllName: '会员名录',
        bllEsName: 'Member directory',
        bllType: 4,
        bllValue: '/memberShip',
      }),
      child(13, { id: 16, bllName: '会员申报', bllEsName: 'Declarations', bllType: 4, bllValue: '/Declare' }),
    ],
  }),
  menuItem({
    id: 85,
    bllName: '能力评价',
    bllEsName: '',
    bllType: 4,
    bllValue: '/evaluate',
    children: [
      child(85, {
        id: 91,
        bllName: '培训活动',
        bllEsName: 'Training events',
        bllType: 4,
        bllValue: '/trainingEvent',
        indexArea: 9,
      }),
      child(85, {
        id: 92,
        bllName: '能力评价',
        bllEsName: 'Ability evaluation',
        bllType: 4,
        bllValue: '/evaluate',
      }),
      child(85, {
        id: 93,
        bllName: '评优评先',
        bllEsName: 'Merit rating',
        bllType: 4,
        bllValue: '/meritRating',
      }),
    ],
  }),
  menuItem({ id: 40, bllName: '活动交流', bllEsName: '', bllType: 3 }),
];

export function summary(
  id: number,
  typeId: number,
  zh: string,
  en: string,
  extra: Partial<ArticleSummary> = {},
): ArticleSummary {
  return {
    id,
    typeId,
    articleName: zh,
    articleEsName: en,
    summary: `${zh}的摘要`,
    summaryEs: `Summary of ${en}`,
    cover: '',
    author: '秘书处',
    source: '协会秘书处',
    publishTime: '2025-03-01 09:00:00',
    isTop: '0',
    membersOnly: '0',
    viewCount: 100 + id,
    ...extra,
  };
}

/** 协会召开第三届理事会, in both languages: the news item the home, list and article pages' tests read. */
export const councilMeeting = (id: number, extra: Partial<ArticleSummary> = {}) =>
  summary(id, 21, '协会召开第三届理事会', 'Third Council meeting', {
    publishTime: '2025-03-12 10:00:00',
    ...extra,
  });

export function detail(base: ArticleSummary, extra: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...base,
    content: `<h2>${base.articleName}正文小标题</h2><p>${base.articleName}的正文。</p>`,
    contentEs: base.articleEsName
      ? `<h2>${base.articleEsName} heading</h2><p>Body of ${base.articleEsName}.</p>`
      : '',
    prev: null,
    next: null,
    locked: false,
    ...extra,
  };
}

export function block(type: MenuItem, articles: ArticleSummary[]): ArticleTypeWithArticles {
  const { children: _children, ...fields } = type;
  return { ...fields, articles };
}

/** Answers the menu tree. */
export function serveMenu(api: ApiServer, items: MenuItem[] = menu) {
  api.on('GET /api/bll/article_type/treeList', ok({ data: items }));
}

/**
 * Answers the article list from rows per type id: filters by typeId, pages by pageNum/pageSize
 * (defaults 1 and 20), like the server.
 */
export function serveArticleList(api: ApiServer, rowsByType: Record<number, ArticleSummary[]>) {
  api.on('GET /api/bll/article/list', (call: ApiCall) => {
    const typeId = Number(call.query.get('typeId'));
    const name = call.query.get('articleName');
    const all = Object.values(rowsByType).flat();
    let rows = call.query.has('typeId') ? (rowsByType[typeId] ?? []) : all;
    if (name) rows = rows.filter((r) => r.articleName.includes(name) || r.articleEsName.includes(name));
    const pageNum = Number(call.query.get('pageNum') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 20);
    return ok({ total: rows.length, rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize) });
  });
}

/** Answers GET /api/bll/article/:id from a list of articles; others are a 404. */
export function serveArticles(api: ApiServer, articles: ArticleDetail[]) {
  for (const article of articles) api.on(`GET /api/bll/article/${article.id}`, ok({ data: article }));
}

/** The query of the list calls, as plain objects. */
export const listCalls = (api: ApiServer) =>
  api.callsTo('GET /api/bll/article/list').map((call) => Object.fromEntries(call.query));
