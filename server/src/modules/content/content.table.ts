import type { Generated } from 'kysely';
import type { AuditColumns } from '../system/system.table.js';

/** RuoYi's '0' / '1' columns: normal / disabled, published / draft, no / yes. */
type Flag = '0' | '1';

export interface BllArticleTypeTable extends AuditColumns {
  id: Generated<number>;
  parentId: Generated<number>;
  bllName: string;
  /** English name; empty hides the item when the site is shown in English. */
  bllEsName: Generated<string>;
  /** 1 and 2: list with tabs, 3: a category list, 4: a link to bllValue. */
  bllType: number;
  bllValue: Generated<string>;
  /** Home-page block: 6 membership, 9 training events. */
  indexArea: number | null;
  menuFlag: Generated<Flag>;
  sort: Generated<number>;
  status: Generated<Flag>;
}

export interface BllArticleTable extends AuditColumns {
  id: Generated<number>;
  typeId: number;
  articleName: string;
  articleEsName: Generated<string>;
  summary: Generated<string>;
  summaryEs: Generated<string>;
  content: Generated<string>;
  contentEs: Generated<string>;
  cover: Generated<string>;
  author: Generated<string>;
  source: Generated<string>;
  publishTime: string | null;
  /** '0' published, '1' draft. */
  status: Generated<Flag>;
  isTop: Generated<Flag>;
  /** '1': members only — visitors and non-members get the title and summary, never the body. */
  membersOnly: Generated<Flag>;
  viewCount: Generated<number>;
  /** '0' live, '2' deleted. */
  delFlag: Generated<'0' | '2'>;
}

/** The plain text of an article's bodies, written by the database's own triggers (search). */
export interface BllArticleTextTable {
  articleId: number;
  contentText: string;
  contentEsText: string;
}

export interface BllLinksTable extends AuditColumns {
  id: Generated<number>;
  linkName: string;
  linkEsName: Generated<string>;
  linkUrl: string;
  sort: Generated<number>;
  status: Generated<Flag>;
}
