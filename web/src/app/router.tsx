import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { paths, safeRedirect } from '@/config/paths';
import { PublicLayout } from '@/layouts/public/public-layout';
import { getToken } from '@/lib/auth-token';
import { isDigits } from '@/lib/validate';
import { RootError, RootFallback, RootLayout } from './routes/root';

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

const admin = () => import('./routes/admin/admin-placeholder');

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      { index: true, element: null, loader: () => replace(paths.home.getHref()) },
      {
        Component: PublicLayout,
        children: [
          {
            path: paths.home.path,
            lazy: () => import('./routes/public/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: paths.areaxList.path,
            lazy: () => import('./routes/public/areax-list').then((m) => ({ Component: m.AreaxListRoute })),
          },
          {
            path: paths.articleList.path,
            lazy: () =>
              import('./routes/public/article-list').then((m) => ({ Component: m.ArticleListRoute })),
          },
          {
            path: paths.article.path,
            lazy: () => import('./routes/public/article').then((m) => ({ Component: m.ArticleRoute })),
          },
          {
            path: paths.memberShip.path,
            caseSensitive: true,
            lazy: () => import('./routes/public/membership').then((m) => ({ Component: m.MembershipRoute })),
          },
          {
            path: paths.trainingEvent.path,
            lazy: () =>
              import('./routes/public/training-event').then((m) => ({ Component: m.TrainingEventRoute })),
          },
          {
            path: paths.aboutUs.path,
            lazy: () => import('./routes/public/about-us').then((m) => ({ Component: m.AboutUsRoute })),
          },
          {
            path: paths.evaluate.path,
            lazy: () => import('./routes/public/evaluate').then((m) => ({ Component: m.EvaluateRoute })),
          },
          {
            path: paths.meritRating.path,
            lazy: () =>
              import('./routes/public/merit-rating').then((m) => ({ Component: m.MeritRatingRoute })),
          },
          {
            // Pages for logged-in users only.
            loader: requireLogin,
            children: [
              {
                path: paths.membership.path,
                caseSensitive: true,
                lazy: () =>
                  import('./routes/public/membership').then((m) => ({ Component: m.MembershipRoute })),
              },
              {
                path: paths.declare.path,
                caseSensitive: true,
                lazy: () => import('./routes/public/declare').then((m) => ({ Component: m.DeclareRoute })),
              },
              {
                path: paths.personal.path,
                lazy: () => import('./routes/public/personal').then((m) => ({ Component: m.PersonalRoute })),
              },
              {
                path: paths.profile.path,
                lazy: () =>
                  import('./routes/public/user-profile').then((m) => ({ Component: m.UserProfileRoute })),
              },
            ],
          },
        ],
      },
      {
        path: paths.login.path,
        loader: redirectIfLoggedIn,
        lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register.path,
        lazy: () => import('./routes/auth/register').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.forgetPassword.path,
        lazy: () =>
          import('./routes/auth/forget-password').then((m) => ({ Component: m.ForgetPasswordRoute })),
      },
      {
        path: paths.notFound.path,
        lazy: () => import('./routes/errors/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
      {
        path: paths.unauthorized.path,
        lazy: () => import('./routes/errors/unauthorized').then((m) => ({ Component: m.UnauthorizedRoute })),
      },
      {
        // /redirect/<path>: goes to /<path> (used to reload a page).
        path: paths.redirect.path,
        element: null,
        loader: ({ params, request }) =>
          replace(safeRedirect(`/${params['*'] ?? ''}${new URL(request.url).search}`, paths.root.path)),
      },
      {
        path: paths.admin.userAuthRole.path,
        loader: digitsParam(paths.admin.userAuthRole.param),
        lazy: () => admin().then((m) => ({ Component: m.UserAuthRoleRoute })),
      },
      {
        path: paths.admin.roleAuthUser.path,
        loader: digitsParam(paths.admin.roleAuthUser.param),
        lazy: () => admin().then((m) => ({ Component: m.RoleAuthUserRoute })),
      },
      {
        path: paths.admin.dictData.path,
        loader: digitsParam(paths.admin.dictData.param),
        lazy: () => admin().then((m) => ({ Component: m.DictDataRoute })),
      },
      { path: paths.admin.jobLog.path, lazy: () => admin().then((m) => ({ Component: m.JobLogRoute })) },
      {
        path: paths.admin.jobLogOf.path,
        loader: digitsParam(paths.admin.jobLogOf.param),
        lazy: () => admin().then((m) => ({ Component: m.JobLogRoute })),
      },
      {
        path: paths.admin.genEdit.path,
        loader: digitsParam(paths.admin.genEdit.param),
        lazy: () => admin().then((m) => ({ Component: m.GenEditRoute })),
      },
      // Any other path: replaced by /404.
      { path: '*', element: null, loader: () => replace(paths.notFound.getHref()) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
