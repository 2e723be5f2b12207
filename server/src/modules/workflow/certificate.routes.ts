import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { readRoutes } from '../../http/read-route.js';
import { IdParams } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { VERIFY_RATE_LIMIT } from '../member/vip.routes.js';
import {
  CertExportQuery,
  CertificateAnswer,
  CertListQuery,
  CertTable,
  RevokeBody,
  Verification,
  VerifyQuery,
} from './certificate.schema.js';
import {
  certificateFor,
  exportCertificates,
  listCertificates,
  revokeCertificate,
  verifyCertificate,
} from './certificate.service.js';
import { actorOf } from './workflow.js';

// Certificates: the holder's printable copy, the public verification (rate-limited per IP so that
// numbers cannot be walked), and staff's 证书管理 with revocation.

const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const origin = app.config.siteUrl;
  const read = readRoutes(app, { tags: ['certificate'] });

  read('/api/certificate/:certId', {
    access: 'user',
    summary: '本人的证书（打印页：编号、二维码验证地址、状态）',
    params: IdParams('certId', '证书'),
    reply: CertificateAnswer,
    run: (request) => certificateFor(app.db, requireUser(request), request.params.certId, origin),
  });

  read('/api/evaluate/verify', {
    access: 'public',
    rateLimit: VERIFY_RATE_LIMIT,
    summary: '证书查验（有效 / 已撤销 / 已过期；姓名脱敏；按 IP 限流）',
    query: VerifyQuery,
    reply: Verification,
    run: (request) => verifyCertificate(app.db, request.query),
  });

  const cert = crudRoutes(app, {
    path: '/evaluate/cert',
    permission: 'evaluate:cert',
    title: '证书管理',
    id: { name: 'certId', title: '证书' },
  });
  cert.list({
    summary: '证书列表（分页）',
    query: CertListQuery,
    reply: CertTable,
    run: (db, query) => listCertificates(db, query, origin),
  });
  cert.export({
    summary: '导出证书',
    filter: CertExportQuery,
    sheet: '证书',
    run: (db, filter) => exportCertificates(db, filter, origin),
  });
  cert.action('PUT', '/revoke', {
    summary: '撤销证书（须填写原因；查验页随即显示已撤销）',
    can: 'revoke',
    log: BusinessType.UPDATE,
    body: RevokeBody,
    run: (db, input, staff) => revokeCertificate(db, input, actorOf(staff)),
  });
};

export default certificateRoutes;
