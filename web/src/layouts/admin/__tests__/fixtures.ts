import Cookies from 'js-cookie';
import type { RouterVo } from '@/features/auth/types';
import { useSession } from '@/store/session';
import { type ApiServer, ok } from '@/testing/api-server';

const page = (path: string, title: string, component: string, extra: Partial<RouterVo> = {}): RouterVo => ({
  name: path.charAt(0).toUpperCase() + path.slice(1),
  path,
  hidden: false,
  component,
  meta: { title, icon: 'list', noCache: false },
  ...extra,
});

const dir = (path: string, title: string, children: RouterVo[]): RouterVo => ({
  name: path.slice(1),
  path,
  hidden: false,
  redirect: 'noRedirect',
  component: 'Layout',
  alwaysShow: true,
  meta: { title, icon: 'system', noCache: false },
  children,
});

/** A getRouters answer in RuoYi's shape; the components name no page file (except none). */
export const routersTree: RouterVo[] = [
  dir('/system', '系统管理', [
    page('user', '用户管理', 'demo/user/index'),
    page('role', '角色管理', 'demo/role/index'),
    page('secret', '隐藏页面', 'demo/secret/index', { hidden: true }),
  ]),
  dir('/monitor', '系统监控', [
    page('online', '在线用户', 'demo/online/index'),
    {
      ...dir('log', '日志管理', [page('operlog', '操作日志', 'demo/operlog/index')]),
      component: 'ParentView',
    },
  ]),
  dir('/tool', '系统工具', [page('gen', '代码生成', 'demo/gen/index')]),
  dir('/content', '内容管理', [page('links', '友情链接', 'demo/links/index')]),
  dir('/member', '会员管理', [page('vip', '会员列表', 'demo/vip/index')]),
  dir('/activity', '活动管理', [page('events', '活动列表', 'demo/events/index')]),
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      page('site', '协会官网', 'InnerLink', {
        meta: { title: '协会官网', icon: 'guide', noCache: false, link: 'https://example.org' },
      }),
    ],
  },
];

export function serveAdmin(api: ApiServer, tree: RouterVo[] = routersTree) {
  api.on('GET /getRouters', ok({ data: tree }));
  api.on(
    'GET /getInfo',
    ok({
      user: { userId: 1, userName: 'admin', nickName: '管理员', avatar: '' },
      roles: ['admin'],
      permissions: ['*:*:*'],
      isMember: false,
    }),
  );
  api.on(
    'GET /system/dashboard/stats',
    ok({
      data: {
        users: 12,
        articles: 34,
        visitors: 5,
        loginsToday: 3,
        members: 0,
        applications: 0,
        signUps: 0,
        userTrend: [],
        articleTrend: [],
      },
    }),
  );
  api.on('POST /logout', ok());
}

export function logIn() {
  Cookies.set('Admin-Token', 'tok');
  useSession.setState({ token: 'tok' });
}
