// Every URL the SPA links to, in one place (SPEC.md §2).

const withRedirect = (path: string, redirect?: string) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** A page whose URL takes nothing: its route pattern is its link. */
const fixedPath = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  root: fixedPath('/'),
  home: fixedPath('/index'),
  login: { path: '/login', getHref: (redirect?: string) => withRedirect('/login', redirect) },
  register: fixedPath('/register'),
  forgetPassword: fixedPath('/forgetPassword'),
  notFound: fixedPath('/404'),
  unauthorized: fixedPath('/401'),
  redirect: {
    path: '/redirect/*',
    getHref: (to: string) => `/redirect${to.startsWith('/') ? to : `/${to}`}`,
  },
  personal: fixedPath('/personal'),
  profile: fixedPath('/user/profile'),
  areaxList: fixedPath('/areaxList'),
  articleList: fixedPath('/articleList'),
  /** Search results (titles and bodies); `pageNum` pages them. */
  search: { path: '/search', getHref: (q: string) => `/search?q=${encodeURIComponent(q)}` },
  /** An article; `key` is the random query value that makes a visit read it afresh. */
  article: {
    path: '/article',
    getHref: (articleId?: number, key?: string) =>
      articleId === undefined
        ? '/article'
        : `/article?articleId=${articleId}${key ? `&key=${encodeURIComponent(key)}` : ''}`,
  },
  /** The association overview: the category page of the parent of `typeId` (本会概况), tab `typeId`. */
  aboutUs: {
    path: '/aboutUs',
    getHref: (typeId?: number) => (typeId === undefined ? '/aboutUs' : `/aboutUs?typeId=${typeId}`),
  },
  evaluate: fixedPath('/evaluate'),
  /** The public check of a certificate number: what a certificate's QR code opens. */
  evaluateVerify: {
    path: '/evaluate/verify',
    getHref: (certNo?: string) =>
      certNo ? `/evaluate/verify?certNo=${encodeURIComponent(certNo)}` : '/evaluate/verify',
  },
  /** One's printable evaluation certificate (logged in). */
  evaluateCertificate: {
    path: '/evaluate/certificate/:certId',
    getHref: (certId: number) => `/evaluate/certificate/${certId}`,
  },
  meritRating: fixedPath('/meritRating'),
  memberShip: fixedPath('/memberShip'),
  membership: fixedPath('/Membership'),
  memberCard: fixedPath('/memberShip/card'),
  memberReceipt: {
    path: '/memberShip/receipt/:payId',
    getHref: (payId: number) => `/memberShip/receipt/${payId}`,
  },
  memberDirectory: fixedPath('/memberShip/directory'),
  memberVerify: {
    path: '/memberShip/verify',
    getHref: (memberNo?: string) =>
      memberNo ? `/memberShip/verify?memberNo=${encodeURIComponent(memberNo)}` : '/memberShip/verify',
  },
  declare: fixedPath('/Declare'),
  trainingEvent: fixedPath('/trainingEvent'),
  trainingEventDetail: {
    path: '/trainingEvent/detail',
    getHref: (activityId: number) => `/trainingEvent/detail?activityId=${activityId}`,
  },
  /** The e-ticket of one's own sign-up (logged in). */
  eventTicket: {
    path: '/trainingEvent/ticket',
    getHref: (signId: number) => `/trainingEvent/ticket?signId=${signId}`,
  },
  /** The printable certificate of an attended training (logged in). */
  eventCertificate: {
    path: '/trainingEvent/certificate',
    getHref: (signId: number) => `/trainingEvent/certificate?signId=${signId}`,
  },
  admin: {
    userAuthRole: { path: '/system/user-auth/role/:userId', param: 'userId' },
    roleAuthUser: { path: '/system/role-auth/user/:roleId', param: 'roleId' },
    dictData: { path: '/system/dict-data/index/:dictId', param: 'dictId' },
    jobLog: { path: '/monitor/job-log/index' },
    jobLogOf: { path: '/monitor/job-log/index/:jobId', param: 'jobId' },
    genEdit: { path: '/tool/gen-edit/index/:tableId', param: 'tableId' },
    eventCheckin: {
      path: '/activity/event-checkin/index/:activityId',
      param: 'activityId',
      getHref: (activityId: number) => `/activity/event-checkin/index/${activityId}`,
    },
  },
} as const;

/** Pages that stand alone: a 401 there must not send the visitor to the login page again. */
export const standalonePaths: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgetPassword.path,
];

/**
 * A `redirect` query value is followed only when it is a path inside this site
 * (no `//host` or `http:` open redirect).
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.home.path): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
