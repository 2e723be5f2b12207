// Generated volume for the benchmarks: bilingual articles spread over every list category, with
// titles and bodies drawn from word lists so that searches match some articles and not others.
import type { Kysely } from 'kysely';
import type { Database } from '../server/src/db/database.js';

const ZH_WORDS = [
  '文化',
  '产业',
  '协会',
  '论坛',
  '展览',
  '非遗',
  '数字',
  '创意',
  '传承',
  '设计',
  '出版',
  '影视',
  '动漫',
  '旅游',
  '乡村',
  '振兴',
  '青年',
  '人才',
  '培训',
  '标准',
];
const EN_WORDS = [
  'culture',
  'industry',
  'association',
  'forum',
  'exhibition',
  'heritage',
  'digital',
  'creative',
  'legacy',
  'design',
  'publishing',
  'film',
  'animation',
  'tourism',
  'rural',
  'revival',
  'youth',
  'talent',
  'training',
  'standard',
];

/** A deterministic pseudo-random sequence (mulberry32), so every run benchmarks the same data. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

export async function generateArticles(db: Kysely<Database>, count: number): Promise<void> {
  const categories = (
    await db.selectFrom('bllArticleType').select('id').where('bllType', 'in', [2, 3]).execute()
  ).map((row) => row.id);
  const next = sequence(20261126);
  const words = (list: string[], length: number) =>
    Array.from({ length }, () => list[next(list.length)]).join(list === ZH_WORDS ? '' : ' ');
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const day = next(5 * 365);
      const date = new Date(Date.UTC(2021, 0, 1) + day * 86_400_000);
      const publishTime = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(next(24))}:${pad(next(60))}:00`;
      const titleZh = `${words(ZH_WORDS, 4)}第${start + offset}期`;
      const titleEn = `${words(EN_WORDS, 5)} no. ${start + offset}`;
      return {
        typeId: categories[next(categories.length)],
        articleName: titleZh,
        articleEsName: titleEn,
        summary: words(ZH_WORDS, 20),
        summaryEs: words(EN_WORDS, 20),
        content: `<p>${words(ZH_WORDS, 200)}</p>`,
        contentEs: `<p>${words(EN_WORDS, 150)}</p>`,
        author: '协会秘书处',
        source: '本会',
        publishTime,
        status: next(20) === 0 ? ('1' as const) : ('0' as const),
        isTop: next(100) === 0 ? ('1' as const) : ('0' as const),
        createBy: 'bench',
        createTime: publishTime,
      };
    });
    await db.insertInto('bllArticle').values(rows).execute();
  }
}
