import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { readRoute } from '../../http/read-route.js';
import * as schema from './level.schema.js';
import * as service from './level.service.js';

// Membership levels: staff CRUD (`/member/level`) and the public list to choose from.

const levelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readRoute(app, '/api/system/sign/levelList', {
    access: 'public',
    tags: ['member/sign'],
    summary: '可申请的会员等级与会费',
    reply: schema.PublicLevelList,
    run: () => service.enabledLevels(app.db),
  });

  const level = crudRoutes(app, {
    path: '/member/level',
    permission: 'member:level',
    title: '会员等级',
    id: { name: 'levelId', title: '等级编号' },
  });
  level.list({
    summary: '会员等级列表（分页）',
    query: schema.LevelListQuery,
    reply: schema.LevelTable,
    run: service.listLevels,
  });
  level.export({
    summary: '导出会员等级',
    filter: schema.LevelExportQuery,
    run: service.exportLevels,
  });
  level.detail({ summary: '会员等级详情', reply: schema.LevelDetail, run: service.levelDetail });
  level.add({ summary: '新增会员等级', body: schema.LevelBody, run: service.createLevel });
  level.edit({ summary: '修改会员等级', body: schema.LevelUpdateBody, run: service.updateLevel });
  level.remove({ summary: '删除会员等级（已被使用的不能删除）', run: service.deleteLevelsById });
};

export default levelRoutes;
