import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, ok, okData } from '../../http/envelope.js';
import { type ExcelColumn, sendExcel } from '../../http/excel.js';
import { exportRows } from '../../db/list-query.js';
import { acceptFormBodies, exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { formatTime } from '../../http/time.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import type { ArticleTypeNode } from './public.schema.js';
import { buildTypeTree, typeAndDescendantIds } from './public.service.js';
import type { TreeSelect } from '../system/menu-admin.service.js';
import {
  articleTypeRows,
  findArticleType,
  findSiblingByName,
  findTypeTreeRows,
  hasChildTypes,
  hasLiveArticles,
} from './article-type.queries.js';
import {
  ArticleTypeBody,
  ArticleTypeIdParams,
  ArticleTypeListQuery,
  ArticleTypeUpdateBody,
} from './article-type.schema.js';
import { dictLabels, isSitePathOrUrl, statusText, yesNoText } from './content-fields.js';

// The public menu tree as staff edit it. Moving a node is a PUT with another parentId.

const tags = ['content/articleType'];
const TITLE = '文章分类';

/** The public site's code names these types (membership, evaluation, about us): they stay. */
const BUILT_IN_TYPE_IDS = [13, 85, 86];

type TypeRow = Awaited<ReturnType<ReturnType<typeof articleTypeRows>['execute']>>[number];

function exportColumns(typeLabels: Map<string, string>): ExcelColumn<TypeRow>[] {
  return [
    { header: '分类编号', key: 'id' },
    { header: '上级分类', key: 'parentId' },
    { header: '分类名称', key: 'bllName', width: 24 },
    { header: '英文名称', key: 'bllEsName', width: 30 },
    { header: '分类类型', key: 'bllType', format: (value) => typeLabels.get(String(value)) ?? String(value) },
    { header: '分类值', key: 'bllValue', width: 24 },
    { header: '首页区块', key: 'indexArea' },
    { header: '菜单显示', key: 'menuFlag', format: yesNoText },
    { header: '显示排序', key: 'sort' },
    { header: '状态', key: 'status', format: statusText },
    { header: '创建时间', key: 'createTime', width: 20 },
    { header: '备注', key: 'remark', width: 30 },
  ];
}

function toTreeSelect(nodes: ArticleTypeNode[]): TreeSelect[] {
  return nodes.map((node) => ({
    id: node.id,
    label: node.bllName,
    ...(node.children.length > 0 ? { children: toTreeSelect(node.children) } : {}),
  }));
}

/** What a type's optional fields are when not sent. */
interface TypeBase {
  parentId: number;
  bllEsName: string;
  bllValue: string;
  indexArea: number | null;
  menuFlag: string;
  sort: number;
  status: string;
  remark: string;
}

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
function valuesOf(body: Static<typeof ArticleTypeBody>, base: TypeBase) {
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
async function checkType(
  db: Kysely<Database>,
  action: '新增' | '修改',
  type: ReturnType<typeof valuesOf>,
  id?: number,
) {
  const failed = (why: string) => badRequest(`${action}分类'${type.bllName}'失败，${why}`);
  if (type.parentId !== 0) {
    const types = await findTypeTreeRows(db);
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

const articleTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);

  app.get(
    '/content/articleType/list',
    {
      config: access('content:articleType:list'),
      schema: { tags, summary: '分类列表（全部，平铺）', querystring: ArticleTypeListQuery },
    },
    async (request) => okData(await articleTypeRows(app.db, request.query).execute()),
  );

  app.get(
    '/content/articleType/treeselect',
    {
      // Article forms pick their type here; the type page builds its parent picker from its list.
      config: access('content:article:list'),
      schema: { tags, summary: '分类下拉树' },
    },
    async () => okData(toTreeSelect(buildTypeTree(await findTypeTreeRows(app.db)))),
  );

  exportRoute(app, {
    url: '/content/articleType/export',
    config: logged('content:articleType:export', TITLE, BusinessType.EXPORT),
    tags,
    summary: '导出分类',
    filter: ArticleTypeListQuery,
    send: async (filter, reply) =>
      sendExcel(
        reply,
        '分类数据',
        exportColumns(await dictLabels(app.db, 'bll_type')),
        await exportRows(articleTypeRows(app.db, filter)),
      ),
  });

  app.get(
    '/content/articleType/:id',
    {
      config: access('content:articleType:query'),
      schema: { tags, summary: '分类详情', params: ArticleTypeIdParams },
    },
    async (request) => {
      const row = await findArticleType(app.db, request.params.id);
      if (!row) throw notFound('分类不存在');
      return okData(row);
    },
  );

  app.post(
    '/content/articleType',
    {
      config: logged('content:articleType:add', TITLE, BusinessType.INSERT),
      schema: { tags, summary: '新增分类', body: ArticleTypeBody },
    },
    async (request) => {
      const user = requireUser(request);
      const type = valuesOf(request.body, NEW_TYPE);
      await app.db.transaction().execute(async (trx) => {
        await checkType(trx, '新增', type);
        await trx
          .insertInto('bllArticleType')
          .values({ ...type, createBy: user.userName, createTime: formatTime() })
          .execute();
      });
      return ok();
    },
  );

  app.put(
    '/content/articleType',
    {
      config: logged('content:articleType:edit', TITLE, BusinessType.UPDATE),
      schema: { tags, summary: '修改分类（改上级即移动，未提交的字段不变）', body: ArticleTypeUpdateBody },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, ...body } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const current = await findArticleType(trx, id);
        if (!current) throw notFound('分类不存在');
        const type = valuesOf(body, current);
        await checkType(trx, '修改', type, id);
        await trx
          .updateTable('bllArticleType')
          .set({ ...type, updateBy: user.userName, updateTime: formatTime() })
          .where('id', '=', id)
          .execute();
      });
      return ok();
    },
  );

  app.delete(
    '/content/articleType/:id',
    {
      config: logged('content:articleType:remove', TITLE, BusinessType.DELETE),
      schema: {
        tags,
        summary: '删除分类（内置、有下级或有文章的分类不能删除）',
        params: ArticleTypeIdParams,
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.db.transaction().execute(async (trx) => {
        if (!(await findArticleType(trx, id))) throw notFound('分类不存在');
        if (BUILT_IN_TYPE_IDS.includes(id)) throw badRequest('内置分类不能删除');
        if (await hasChildTypes(trx, id)) throw badRequest('存在下级分类,不允许删除');
        if (await hasLiveArticles(trx, id)) throw badRequest('分类下存在文章,不允许删除');
        // Deleted articles still reference the type; they go with it.
        await trx.deleteFrom('bllArticle').where('typeId', '=', id).execute();
        await trx.deleteFrom('bllArticleType').where('id', '=', id).execute();
      });
      return ok();
    },
  );
};

export default articleTypeRoutes;
