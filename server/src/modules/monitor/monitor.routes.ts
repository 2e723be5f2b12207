import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readRoute } from '../../http/read-route.js';
import { sendSmsNotice } from '../auth/sms-code.service.js';
import { JobScheduler } from './job-scheduler.js';
import { jobRoutes } from './job.routes.js';
import logininforRoutes from './logininfor.routes.js';
import onlineRoutes from './online.routes.js';
import operlogRoutes from './operlog.routes.js';
import { ServerInfoReply } from './server.schema.js';
import { serverInfo } from './server.service.js';

/**
 * RuoYi's system monitor: online users, login and operation logs, server info and the scheduled
 * jobs. The scheduler starts the running jobs once the app is ready and stops them on close.
 */
const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const scheduler = new JobScheduler(
    app.db,
    app.log,
    (phone, text) => sendSmsNotice(app, phone, text),
    Math.max(app.config.jobSyncSeconds, 0.1) * 1000,
  );
  app.addHook('onReady', async () => {
    await scheduler.startAll();
  });
  app.addHook('onClose', async () => {
    scheduler.stopAll();
  });

  await app.register(onlineRoutes);
  await app.register(logininforRoutes);
  await app.register(operlogRoutes);
  await app.register(jobRoutes(scheduler));

  const folders = [
    { dir: process.cwd(), label: '程序所在磁盘' },
    { dir: app.config.dataDir, label: '数据所在磁盘' },
  ];
  readRoute(app, '/monitor/server', {
    access: { permission: 'monitor:server:list' },
    tags: ['monitor/server'],
    summary: '服务监控（CPU、内存、Node 进程、磁盘）',
    reply: ServerInfoReply,
    run: () => serverInfo(folders),
  });
};

export default monitorRoutes;
