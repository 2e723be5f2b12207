import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Db } from '../../db/row-writes.js';
import { bodyContains, type SearchWay, titleContains, titleLacks } from '../../db/text-search.js';
import type { Paging } from '../../http/schemas.js';
import { published } from './article.queries.js';

// The SQL of the public search, in two parts that are paged one after the other: published
// articles whose title (either language) contains the text, then those whose body alone does,
// each newest first (the newest-first index of migration 0014 serves that order). How each finds
// its matches (`way`) is the service's choice, by how many there are (db/text-search.ts).

export type SearchPart = 'title' | 'body';

function matching(db: Db, text: string, part: SearchPart, way: SearchWay) {
  if (part === 'title') return published(db).where(titleContains(db, text, way));
  return published(db)
    .where(bodyContains(db, text, way))
    .where(titleLacks(db, text, way));
}

/** A page of one part, newest first, with the bodies' plain text to quote. */
export function findSearchPage(
  db: Db,
  text: string,
  part: SearchPart,
  way: SearchWay,
  { limit, offset }: Paging,
) {
  return matching(db, text, part, way)
    .innerJoin('bllArticleText as x', 'x.articleId', 'a.id')
    .select([
      'a.id',
      'a.typeId',
      'a.articleName',
      'a.articleEsName',
      'a.publishTime',
      'x.contentText',
      'x.contentEsText',
    ])
    .orderBy('a.publishTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many articles one part holds; with `upTo`, counting stops there. */
export async function countSearchMatches(
  db: Kysely<Database>,
  text: string,
  part: SearchPart,
  way: SearchWay,
  upTo?: number,
): Promise<number> {
  let matches = matching(db, text, part, way).select('a.id');
  if (upTo !== undefined) matches = matches.limit(upTo);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
