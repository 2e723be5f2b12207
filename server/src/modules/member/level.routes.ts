import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { sendExcel } from '../../http/excel.js';
import { exportRoute } from '../../http/export-route.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, parseIds, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../../plugins/operation-log.js';
import {
  LevelBody,
  LevelDetail,
  LevelExportQuery,
  LevelIdParams,
  LevelIdsParams,
  LevelListQuery,
  LevelTable,
  LevelUpdateBody,
  PublicLevelList,
} from './level.schema.js';
import {
  createLevel,
  deleteLevelsById,
  enabledLevels,
  exportLevels,
  LEVEL_EXPORT_COLUMNS,
  levelDetail,
  listLevels,
  updateLevel,
} from './level.service.js';

// Membership levels: staff CRUD (`/member/level`) and the public list to choose from.

const tags = ['member/level'];
const logAs = (permission: string, businessType: BusinessTypeCode) =>
  logged(permission, '会员等级', businessType);
const done = { response: replies(Ok) };

const levelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/system/sign/levelList',
    {
      config: { access: 'public' },
      schema: { tags, summary: '可申请的会员等级与会费', response: replies(PublicLevelList) },
    },
    async () => okData(await enabledLevels(app.db)),
  );

  app.get(
    '/member/level/list',
    {
      config: access('member:level:list'),
      schema: {
        tags,
        summary: '会员等级列表（分页）',
        querystring: LevelListQuery,
        response: replies(LevelTable),
      },
    },
    async (request) => listLevels(app.db, request.query),
  );

  exportRoute(app, {
    url: '/member/level/export',
    config: logAs('member:level:export', BusinessType.EXPORT),
    tags,
    summary: '导出会员等级',
    filter: LevelExportQuery,
    send: async (filter, reply) =>
      sendExcel(reply, '会员等级', LEVEL_EXPORT_COLUMNS, await exportLevels(app.db, filter)),
  });

  app.get(
    '/member/level/:levelId',
    {
      config: access('member:level:query'),
      schema: { tags, summary: '会员等级详情', params: LevelIdParams, response: replies(LevelDetail) },
    },
    async (request) => okData(await levelDetail(app.db, request.params.levelId)),
  );

  app.post(
    '/member/level',
    {
      config: logAs('member:level:add', BusinessType.INSERT),
      schema: { tags, summary: '新增会员等级', body: LevelBody, ...done },
    },
    async (request) => {
      await createLevel(app.db, requireUser(request), request.body);
      return ok();
    },
  );

  app.put(
    '/member/level',
    {
      config: logAs('member:level:edit', BusinessType.UPDATE),
      schema: { tags, summary: '修改会员等级', body: LevelUpdateBody, ...done },
    },
    async (request) => {
      const { levelId, ...input } = request.body;
      await updateLevel(app.db, requireUser(request), levelId, input);
      return ok();
    },
  );

  app.delete(
    '/member/level/:levelIds',
    {
      config: logAs('member:level:remove', BusinessType.DELETE),
      schema: { tags, summary: '删除会员等级（已被使用的不能删除）', params: LevelIdsParams, ...done },
    },
    async (request) => {
      await deleteLevelsById(app.db, parseIds(request.params.levelIds));
      return ok();
    },
  );
};

export default levelRoutes;
