import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { ADMIN_SECTIONS, DASHBOARD_PATH, DASHBOARD_TITLE, DYNAMIC_ROUTE_ID } from '@/admin/route-tree';
import { paths, safeRedirect } from '@/config/paths';
import { PublicLayout } from '@/layouts/public/public-layout';
import { getToken } from '@/lib/auth-token';
import { isDigits } from '@/lib/validate';
import type { AdminPageHandle } from '@/layouts/admin/use-admin-routes';
import { FirstLoadFallback, RootError, RootFallback, RootLayout } from './routes/root';

// The route table of SPEC.md §2 (history mode). Pages load lazily; guards run as loaders,
// so they decide before the page shows.

/** Logged-out visitors go to /login?redirect=<where they wanted to go>. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return replace(paths.login.getHref(url.pathname + url.search));
}

/** A logged-in visitor has no business on the login page: on to `redirect` or the home page. */
export function redirectIfLoggedIn({ request }: LoaderFunctionArgs) {
  if (!getToken()) return null;
  return replace(safeRedirect(new URL(request.url).searchParams.get('redirect')));
}

/** Route params of the admin pages are digits only (SPEC.md §5); anything else is a 404. */
export const digitsParam =
  (name: string) =>
  ({ params }: LoaderFunctionArgs) =>
    isDigits(params[name]) ? null : replace(paths.notFound.getHref());

/** Runs guards in order; the first that redirects wins. */
export const guards =
  (...loaders: ((args: LoaderFunctionArgs) => Response | null)[]) =>
  (args: LoaderFunctionArgs) => {
    for (const loader of loaders) {
      const result = loader(args);
      if (result) return result;
    }
    return null;
  };

/**
 * Any path no other route takes: for a logged-in user the admin shell looks it up in the
 * getRouters tree (else /404); a logged-out visitor goes to log in on an admin section, else /404.
 */
export function adminCatchAll({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  return ADMIN_SECTIONS.includes(url.pathname.split('/')[1] ?? '')
    ? replace(paths.login.getHref(url.pathname + url.search))
    : replace(paths.notFound.getHref());
}

// The admin shell is a separate chunk. Its components load with React.lazy when rendered (not with
// route `lazy`, which would start the download even when a guard redirects away).
const adminShell = () => import('./routes/admin/admin-shell');
const ShellChunk = lazy(() => adminShell().then((m) => ({ default: m.AdminShellRoute })));
const PageChunk = lazy(() => adminShell().then((m) => ({ default: m.AdminPageRoute })));
const DashboardChunk = lazy(() => adminShell().then((m) => ({ default: m.DashboardRoute })));

/** A page loaded when first visited: the export `name` of the route module `load` brings. */
function lazyPage<M, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K,
  extra: Pick<RouteObject, 'caseSensitive' | 'loader'> = {},
): RouteObject {
  return { path, ...extra, lazy: () => load().then((m) => ({ Component: m[name] as ComponentType })) };
}

const suspended = (Chunk: ComponentType) =>
  function Suspended() {
    return (
      <Suspense fallback={<RootFallback />}>
        <Chunk />
      </Suspense>
    );
  };

/** An admin route declared in code (SPEC.md §2), shown with the page of `component`. */
function adminRoute(
  path: string,
  page: AdminPageHandle['adminPage'],
  param?: string,
  Component: ComponentType = suspended(PageChunk),
): RouteObject {
  return {
    path,
    loader: param ? guards(digitsParam(param), requireLogin) : requireLogin,
    handle: { adminPage: page } satisfies AdminPageHandle,
    Component,
  };
}

/** The admin pages reached from another page's row: address, tab title, page, highlighted menu. */
const rowPages: [{ path: string; param?: string }, string, string, string][] = [
  [paths.admin.userAuthRole, '分配角色', 'system/user/authRole', '/system/user'],
  [paths.admin.roleAuthUser, '分配用户', 'system/role/authUser', '/system/role'],
  [paths.admin.dictData, '字典数据', 'system/dict/data', '/system/dict'],
  [paths.admin.jobLog, '调度日志', 'monitor/job/log', '/monitor/job'],
  [paths.admin.jobLogOf, '调度日志', 'monitor/job/log', '/monitor/job'],
  [paths.admin.eventCheckin, '活动签到', 'activity/event/checkin', '/activity/event'],
  [paths.admin.genEdit, '修改生成配置', 'tool/gen/editTable', '/tool/gen'],
];

const adminRoutes: RouteObject = {
  id: 'admin',
  Component: suspended(ShellChunk),
  children: [
    adminRoute(
      DASHBOARD_PATH,
      { title: DASHBOARD_TITLE, name: 'Index', affix: true },
      undefined,
      suspended(DashboardChunk),
    ),
    ...rowPages.map(([{ path, param }, title, component, activeMenu]) =>
      adminRoute(path, { title, component, activeMenu }, param),
    ),
    // The pages of the user's getRouters tree; anything else ends on /404.
    { id: DYNAMIC_ROUTE_ID, path: '*', loader: adminCatchAll, Component: suspended(PageChunk) },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FirstLoadFallback,
    ErrorBoundary: RootError,
    children: [
      { index: true, element: null, loader: () => replace(paths.home.getHref()) },
      {
        Component: PublicLayout,
        children: [
          lazyPage(paths.home.path, () => import('./routes/public/home'), 'HomeRoute'),
          lazyPage(paths.areaxList.path, () => import('./routes/public/areax-list'), 'AreaxListRoute'),
          lazyPage(paths.articleList.path, () => import('./routes/public/article-list'), 'ArticleListRoute'),
          lazyPage(paths.search.path, () => import('./routes/public/search'), 'SearchRoute'),
          lazyPage(paths.article.path, () => import('./routes/public/article'), 'ArticleRoute'),
          lazyPage(paths.memberShip.path, () => import('./routes/public/membership'), 'MembershipRoute', {
            caseSensitive: true,
          }),
          lazyPage(
            paths.memberVerify.path,
            () => import('./routes/public/membership-verify'),
            'MembershipVerifyRoute',
            { caseSensitive: true },
          ),
          lazyPage(
            paths.memberDirectory.path,
            () => import('./routes/public/membership-directory'),
            'MembershipDirectoryRoute',
            { caseSensitive: true },
          ),
          lazyPage(
            paths.trainingEvent.path,
            () => import('./routes/public/training-event'),
            'TrainingEventRoute',
          ),
          lazyPage(
            paths.trainingEventDetail.path,
            () => import('./routes/public/training-event-detail'),
            'TrainingEventDetailRoute',
          ),
          lazyPage(paths.aboutUs.path, () => import('./routes/public/about-us'), 'AboutUsRoute'),
          lazyPage(paths.evaluate.path, () => import('./routes/public/evaluate'), 'EvaluateRoute'),
          lazyPage(
            paths.evaluateVerify.path,
            () => import('./routes/public/evaluate-verify'),
            'EvaluateVerifyRoute',
          ),
          lazyPage(paths.meritRating.path, () => import('./routes/public/merit-rating'), 'MeritRatingRoute'),
          // Inside the site's layout, so a visitor who lost their way still has the menu and footer.
          lazyPage(paths.notFound.path, () => import('./routes/errors/not-found'), 'NotFoundRoute'),
          {
            // Pages for logged-in users only.
            loader: requireLogin,
            children: [
              lazyPage(paths.membership.path, () => import('./routes/public/membership'), 'MembershipRoute', {
                caseSensitive: true,
              }),
              lazyPage(
                paths.memberCard.path,
                () => import('./routes/public/membership-card'),
                'MembershipCardRoute',
                { caseSensitive: true },
              ),
              lazyPage(
                paths.memberReceipt.path,
                () => import('./routes/public/membership-receipt'),
                'MembershipReceiptRoute',
                { caseSensitive: true },
              ),
              lazyPage(
                paths.eventTicket.path,
                () => import('./routes/public/event-ticket'),
                'EventTicketRoute',
              ),
              lazyPage(
                paths.eventCertificate.path,
                () => import('./routes/public/event-ticket'),
                'EventCertificateRoute',
              ),
              lazyPage(
                paths.evaluateCertificate.path,
                () => import('./routes/public/evaluate-certificate'),
                'EvaluateCertificateRoute',
              ),
              lazyPage(paths.declare.path, () => import('./routes/public/declare'), 'DeclareRoute', {
                caseSensitive: true,
              }),
              lazyPage(paths.personal.path, () => import('./routes/public/personal'), 'PersonalRoute'),
              lazyPage(paths.profile.path, () => import('./routes/public/user-profile'), 'UserProfileRoute'),
            ],
          },
        ],
      },
      lazyPage(paths.login.path, () => import('./routes/auth/login'), 'LoginRoute', {
        loader: redirectIfLoggedIn,
      }),
      lazyPage(paths.register.path, () => import('./routes/auth/register'), 'RegisterRoute'),
      lazyPage(
        paths.forgetPassword.path,
        () => import('./routes/auth/forget-password'),
        'ForgetPasswordRoute',
      ),
      lazyPage(paths.unauthorized.path, () => import('./routes/errors/unauthorized'), 'UnauthorizedRoute'),
      {
        // /redirect/<path>: goes to /<path> (used to reload a page).
        path: paths.redirect.path,
        element: null,
        loader: ({ params, request }) =>
          replace(safeRedirect(`/${params['*'] ?? ''}${new URL(request.url).search}`, paths.root.path)),
      },
      adminRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
