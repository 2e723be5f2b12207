import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { exportRows } from '../../db/list-query.js';
import { badRequest, orNotFound } from '../../http/envelope.js';
import { type ExcelColumn, statusAndAuditColumns } from '../../http/excel.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { findNewestArticles } from './article.queries.js';
import type {
  ArticleType,
  ArticleTypeBody,
  ArticleTypeListQuery,
  ArticleTypeNode,
  ArticleTypeRow,
  ArticleTypeUpdateBody,
  TreeSelect,
} from './article-type.schema.js';
import {
  type Db,
  deleteArticleTypeRow,
  findAllTypes,
  findArticleType,
  findDictLabels,
  findEnabledTypes,
  findHomeBlockTypes,
  findSiblingByName,
  hasChildTypes,
  hasLiveArticles,
  insertArticleType,
  staffTypes,
  updateArticleTypeRow,
} from './content.queries.js';
import { isSitePathOrUrl, yesNoText } from './content.rules.js';
import { createdBy, updatedBy } from '../../http/audit-stamp.js';

// The article types: the public menu tree and its blocks for visitors, the tree rules for staff
// (unique sibling names, no cycles, protected built-in types). Moving a node is a change of parentId.

// ----- the tree -----

/** Flat rows → tree (children sorted as the rows are); orphans of disabled parents are dropped. */
export function buildTypeTree(rows: ArticleType[]): ArticleTypeNode[] {
  const nodes = new Map<number, ArticleTypeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: ArticleTypeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const bySort = (a: ArticleTypeNode, b: ArticleTypeNode) => a.sort - b.sort || a.id - b.id;
  const sortDeep = (list: ArticleTypeNode[]) => {
    list.sort(bySort);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

/** The ids of a type and every type below it, among the given types. */
export function typeAndDescendantIds(
  types: Pick<ArticleType, 'id' | 'parentId'>[],
  typeId: number,
): number[] {
  if (!types.some((type) => type.id === typeId)) return [];
  return [
    typeId,
    ...types.filter((t) => t.parentId === typeId).flatMap((t) => typeAndDescendantIds(types, t.id)),
  ];
}

// ----- visitors -----

/** The public menu: enabled types (flagged as menu items when asked) as a tree. */
export async function menuTree(db: Kysely<Database>, menuFlag?: '0' | '1'): Promise<ArticleTypeNode[]> {
  return buildTypeTree(await findEnabledTypes(db, { menuFlag }));
}

/** Enabled types directly under a parent (all of them without one), flat. */
export const enabledTypes = (db: Kysely<Database>, parentId?: number) => findEnabledTypes(db, { parentId });

/** Types with their newest articles (theirs and their sub-categories'). */
async function withArticles(db: Kysely<Database>, types: ArticleType[], size: number) {
  const enabled = await findEnabledTypes(db);
  return Promise.all(
    types.map(async (type) => {
      const typeIds = typeAndDescendantIds(enabled, type.id);
      // Blocks show their newest articles, no count.
      const articles = typeIds.length ? await findNewestArticles(db, typeIds, size) : [];
      return { ...type, articles };
    }),
  );
}

/** Home-page blocks: every type with an indexArea (6 membership, 9 training events, …). */
export async function homeBlocks(db: Kysely<Database>, size = 8) {
  return withArticles(db, await findHomeBlockTypes(db), size);
}

/** The sub-categories of a parent, each with its newest articles. */
export async function childTypesWithArticles(db: Kysely<Database>, parentId: number, size = 6) {
  return withArticles(db, await findEnabledTypes(db, { parentId }), size);
}

// ----- staff -----

/** The public site's code names these types (membership, evaluation, about us): they stay. */
const BUILT_IN_TYPE_IDS = [13, 85, 86];

export const listArticleTypes = (db: Kysely<Database>, filter: ArticleTypeListQuery) =>
  staffTypes(db, filter).execute();

export async function requireArticleType(db: Db, id: number): Promise<ArticleTypeRow> {
  return orNotFound(await findArticleType(db, id), '分类不存在');
}

function toTreeSelect(nodes: ArticleTypeNode[]): TreeSelect[] {
  return nodes.map((node) => ({
    id: node.id,
    label: node.bllName,
    ...(node.children.length > 0 ? { children: toTreeSelect(node.children) } : {}),
  }));
}

/** Every type, enabled or not, as the 分类 picker's tree. */
export async function articleTypeTreeSelect(db: Kysely<Database>): Promise<TreeSelect[]> {
  return toTreeSelect(buildTypeTree(await findAllTypes(db)));
}

/** What a type's optional fields are when not sent. */
type TypeBase = Pick<
  ArticleTypeRow,
  'parentId' | 'bllEsName' | 'bllValue' | 'indexArea' | 'menuFlag' | 'sort' | 'status' | 'remark'
>;

const NEW_TYPE: TypeBase = {
  parentId: 0,
  bllEsName: '',
  bllValue: '',
  indexArea: null,
  menuFlag: '1',
  sort: 0,
  status: '0',
  remark: '',
};

/** The fields sent over `base` (a new type's defaults, or the type as stored), texts trimmed. */
function valuesOf(body: ArticleTypeBody, base: TypeBase) {
  const type = { ...base, ...body };
  return {
    parentId: type.parentId,
    bllName: type.bllName.trim(),
    bllEsName: type.bllEsName.trim(),
    bllType: type.bllType,
    bllValue: type.bllValue.trim(),
    indexArea: type.indexArea,
    menuFlag: type.menuFlag,
    sort: type.sort,
    status: type.status,
    remark: type.remark,
  };
}

/** The tree rules of a new or changed type (`id` given when changing). */
async function checkType(db: Db, type: ReturnType<typeof valuesOf>, id?: number) {
  const action = id === undefined ? '新增' : '修改';
  const failed = (why: string) => badRequest(`${action}分类'${type.bllName}'失败，${why}`);
  if (type.parentId !== 0) {
    const types = await findAllTypes(db);
    if (id !== undefined && typeAndDescendantIds(types, id).includes(type.parentId)) {
      throw failed('上级分类不能是自己或下级分类');
    }
    if (!types.some((candidate) => candidate.id === type.parentId)) throw failed('上级分类不存在');
  }
  if (await findSiblingByName(db, type.parentId, type.bllName, id)) throw failed('分类名称已存在');
  if (type.bllType === 4 && !isSitePathOrUrl(type.bllValue)) {
    throw badRequest('链接类型的分类值必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头');
  }
}

export async function createArticleType(
  db: Kysely<Database>,
  body: ArticleTypeBody,
  { userName }: CurrentUser,
) {
  const type = valuesOf(body, NEW_TYPE);
  await db.transaction().execute(async (trx) => {
    await checkType(trx, type);
    await insertArticleType(trx, { ...type, ...createdBy(userName) });
  });
}

/** Changes the fields sent; another parentId moves the type with everything below it. */
export async function updateArticleType(
  db: Kysely<Database>,
  { id, ...body }: ArticleTypeUpdateBody,
  { userName }: CurrentUser,
) {
  await db.transaction().execute(async (trx) => {
    const type = valuesOf(body, await requireArticleType(trx, id));
    await checkType(trx, type, id);
    await updateArticleTypeRow(trx, id, { ...type, ...updatedBy(userName) });
  });
}

/** Deletes a type that is not built in, has no sub-types and no articles (deleted ones go with it). */
export async function deleteArticleType(db: Kysely<Database>, id: number) {
  await db.transaction().execute(async (trx) => {
    await requireArticleType(trx, id);
    if (BUILT_IN_TYPE_IDS.includes(id)) throw badRequest('内置分类不能删除');
    if (await hasChildTypes(trx, id)) throw badRequest('存在下级分类,不允许删除');
    if (await hasLiveArticles(trx, id)) throw badRequest('分类下存在文章,不允许删除');
    await deleteArticleTypeRow(trx, id);
  });
}

/** The export's columns (coded values as the admin pages label them) and rows. */
export async function exportArticleTypes(db: Kysely<Database>, filter: ArticleTypeListQuery) {
  const typeLabels = await findDictLabels(db, 'bll_type');
  const columns: ExcelColumn<ArticleTypeRow>[] = [
    { header: '分类编号', key: 'id' },
    { header: '上级分类', key: 'parentId' },
    { header: '分类名称', key: 'bllName', width: 24 },
    { header: '英文名称', key: 'bllEsName', width: 30 },
    { header: '分类类型', key: 'bllType', format: (value) => typeLabels.get(String(value)) ?? String(value) },
    { header: '分类值', key: 'bllValue', width: 24 },
    { header: '首页区块', key: 'indexArea' },
    { header: '菜单显示', key: 'menuFlag', format: yesNoText },
    { header: '显示排序', key: 'sort' },
    ...statusAndAuditColumns<ArticleTypeRow>(),
  ];
  return { columns, rows: await exportRows(staffTypes(db, filter)) };
}
