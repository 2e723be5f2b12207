import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import * as schema from './links.schema.js';
import * as service from './links.service.js';

// The footer's friend links as staff keep them (`/content/links`).

const linksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const links = crudRoutes(app, {
    path: '/content/links',
    title: '友情链接',
    id: { name: 'id', title: '链接编号' },
  });

  links.list({
    query: schema.LinkListQuery,
    reply: schema.LinkTable,
    run: service.listLinks,
  });
  links.export({
    filter: schema.LinkExportQuery,
    run: service.exportLinks,
  });
  links.detail({ reply: schema.LinkDetail, run: service.requireLink });
  links.add({ body: schema.LinkBody, run: service.createLink });
  links.edit({
    summary: '修改友情链接（未提交的字段不变）',
    body: schema.LinkUpdateBody,
    run: service.updateLink,
  });
  links.remove({ run: service.deleteLinks });
};

export default linksRoutes;
