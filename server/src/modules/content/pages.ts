import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { findPublishedArticle, findSitemapArticles } from './article.queries.js';
import { findEnabledTypes } from './content.queries.js';
import { siteSettings } from './settings.service.js';

// What crawlers read without running the SPA: the <title>, description and Open Graph tags of
// article and category pages, the sitemap and robots.txt. The SPA takes over after loading.

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** Absolute URL of the page without per-visit parameters (the random `key`). */
  canonical: string;
  image?: string;
  publishedTime?: string;
}

const DESCRIPTION_LENGTH = 160;

function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** The meta of an /article, /areaxList or /aboutUs URL; null for every other page (static meta). */
export async function pageMeta(db: Kysely<Database>, url: URL, origin: string): Promise<PageMeta | null> {
  const path = url.pathname;
  if (path !== '/article' && path !== '/areaxList' && path !== '/aboutUs') return null;
  const site = await siteSettings(db);
  const siteName = site.name;

  if (path === '/article') {
    const id = positiveInt(url.searchParams.get('articleId'));
    const article = id ? await findPublishedArticle(db, id) : undefined;
    if (!article) return null;
    return {
      title: `${article.articleName} - ${siteName}`,
      // A members-only body stays out of the page's meta too.
      description:
        shorten(
          plainText(article.summary) || (article.membersOnly === '1' ? '' : plainText(article.content)),
        ) || siteName,
      type: 'article',
      canonical: `${origin}/article?articleId=${article.id}`,
      image: article.cover ? new URL(article.cover, `${origin}/`).toString() : undefined,
      publishedTime: article.publishTime ?? undefined,
    };
  }

  const types = await findEnabledTypes(db);
  const byId = (id: number | undefined) => types.find((type) => type.id === id);
  const tab =
    path === '/aboutUs'
      ? byId(positiveInt(url.searchParams.get('typeId')))
      : byId(positiveInt(url.searchParams.get('tabIndex')));
  const parent =
    path === '/aboutUs' ? byId(tab?.parentId) : byId(positiveInt(url.searchParams.get('parentId')));
  if (!parent && !tab) return null;
  const names = [tab?.bllName, parent?.bllName].filter((name): name is string => Boolean(name));
  const canonical = new URL(path, `${origin}/`);
  for (const key of path === '/aboutUs' ? ['typeId'] : ['parentId', 'tabIndex']) {
    const value = url.searchParams.get(key);
    if (value) canonical.searchParams.set(key, value);
  }
  return {
    title: [...names, siteName].join(' - '),
    description: shorten([siteName, ...names.reverse()].join(' · ')),
    type: 'website',
    canonical: canonical.toString(),
  };
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the page's title, description, canonical link and Open Graph tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    meta.publishedTime
      ? `<meta property="article:published_time" content="${escapeHtml(meta.publishedTime.replace(' ', 'T'))}" />`
      : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}

/** Sitemaps list at most 50,000 URLs. */
const SITEMAP_LIMIT = 50000;

/** Home, every category page and every published article. */
export async function sitemapXml(db: Kysely<Database>, origin: string): Promise<string> {
  const types = await findEnabledTypes(db, { menuFlag: '1' });
  const paths = new Set<string>(['/index']);
  for (const type of types) {
    if (type.bllValue.startsWith('/')) paths.add(type.bllValue);
    else if (type.parentId === 0) paths.add(`/areaxList?parentId=${type.id}`);
    else paths.add(`/areaxList?parentId=${type.parentId}&tabIndex=${type.id}`);
  }
  const entries = [...paths].map((path) => ({
    loc: `${origin}${path}`,
    lastmod: undefined as string | undefined,
  }));
  const articles = await findSitemapArticles(db, SITEMAP_LIMIT - entries.length);
  for (const article of articles) {
    const changed = article.updateTime ?? article.publishTime;
    entries.push({ loc: `${origin}/article?articleId=${article.id}`, lastmod: changed?.slice(0, 10) });
  }
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site but not the API, the admin pages or the account pages. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /prod-api/',
    'Disallow: /system/',
    'Disallow: /monitor/',
    'Disallow: /tool/',
    'Disallow: /personal',
    'Disallow: /user/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forgetPassword',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
