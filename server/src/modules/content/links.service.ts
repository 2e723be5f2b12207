import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { exportRows, tablePage } from '../../db/list-query.js';
import { badRequest, orNotFound, table } from '../../http/envelope.js';
import { type ExcelColumn, statusAndAuditColumns } from '../../http/excel.js';
import { pagingOf } from '../../http/schemas.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { type Db, findEnabledLinks, findLink, linkWrites, staffLinks } from './content.queries.js';
import { isHttpUrl } from './content.rules.js';
import type { LinkBody, LinkExportQuery, LinkListQuery, LinkRow, LinkUpdateBody } from './links.schema.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// The footer's friend links: visitors read the enabled ones, staff keep them. A link always
// leaves for another site (http or https).

/** The footer's links, as a RuoYi table. */
export async function footerLinks(db: Kysely<Database>) {
  const rows = await findEnabledLinks(db);
  return table(rows, rows.length);
}

export const listLinks = (db: Kysely<Database>, query: LinkListQuery) =>
  tablePage(staffLinks(db, query), pagingOf(query));

export async function requireLink(db: Db, id: number): Promise<LinkRow> {
  return orNotFound(await findLink(db, id), '友情链接不存在');
}

/** The fields sent, name and address trimmed; the address must leave for another site. */
function cleaned<T extends LinkBody>(body: T): T {
  const linkUrl = body.linkUrl.trim();
  if (!isHttpUrl(linkUrl)) throw badRequest('链接地址必须以 http:// 或 https:// 开头');
  return { ...body, linkName: body.linkName.trim(), linkUrl };
}

export async function createLink(db: Kysely<Database>, body: LinkBody, { userName }: CurrentUser) {
  await linkWrites.insert(db, { ...cleaned(body), ...createdBy(userName) });
}

/** Changes the fields sent; the others keep their value. */
export async function updateLink(db: Kysely<Database>, body: LinkUpdateBody, { userName }: CurrentUser) {
  const { id, ...link } = cleaned(body);
  await db.transaction().execute(async (trx) => {
    await requireLink(trx, id);
    await linkWrites.update(trx, id, { ...link, ...updatedBy(userName) });
  });
}

export const deleteLinks = (db: Kysely<Database>, ids: number[]) => linkWrites.remove(db, ids);

const EXPORT_COLUMNS: ExcelColumn<LinkRow>[] = [
  { header: '链接编号', key: 'id' },
  { header: '链接名称', key: 'linkName', width: 30 },
  { header: '英文名称', key: 'linkEsName', width: 40 },
  { header: '链接地址', key: 'linkUrl', width: 40 },
  { header: '显示排序', key: 'sort' },
  ...statusAndAuditColumns<LinkRow>(),
];

/** The export's columns and rows. */
export async function exportLinks(db: Kysely<Database>, filter: LinkExportQuery) {
  return { columns: EXPORT_COLUMNS, rows: await exportRows(staffLinks(db, filter)) };
}
