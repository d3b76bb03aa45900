/**
 * Every route of the app, once: its path, who may open it, its place in the navigation and
 * whether the build prerenders it. The router and the nav (app/routes.tsx) add each route's
 * screen and icon by the same id; the guard (app/route-access.ts) and the prerender read this.
 * Links are built with `paths`, never spelled as strings.
 */

/**
 * `anyone`: the not-found screen, and the invitation link (signed out it offers to sign in or
 * up and come back; signed in it joins). Every other screen says who may open it.
 */
export type RouteAccess = 'signed-in' | 'signed-out' | 'anyone';

/** Key under `nav.` in the locales. */
export type NavLabelKey =
  | 'home'
  | 'connect'
  | 'activity'
  | 'class'
  | 'schedule'
  | 'results'
  | 'attendance'
  | 'settings';

interface RouteDef {
  path: string;
  access: RouteAccess;
  /** In the header and tab bar, in table order. */
  nav?: NavLabelKey;
  /**
   * What the signed-in user must be allowed to do there: `write` (connect a sensor, record, run
   * a class) is not a viewer's, so a viewer's navigation leaves it out (opened by a link, its
   * screen says why it offers nothing); `records` (sessions, results, reports) is not the front
   * desk's, whose navigation leaves those out (the server answers 403 to them anyway).
   */
  needs?: 'write' | 'records';
  /**
   * In the navigation only for who cannot read clinical records (the front desk): everyone else
   * finds a class's attendance in its report.
   */
  navWithoutRecords?: true;
  prerender?: boolean;
  /**
   * `me`: the patient's space (PRODUCT.md section 12): its own layout and chunk, never the clinic
   * shell, so a patient user's browser never fetches a clinic screen.
   */
  layout?: 'me';
}

export const ROUTES = {
  login: { path: '/login', access: 'signed-out', prerender: true },
  signup: { path: '/signup', access: 'signed-out' },
  forgotPassword: { path: '/forgot-password', access: 'signed-out' },
  /** A reset link's page: opened signed in too (the reset ends every session anyway). */
  resetPassword: { path: '/reset-password', access: 'anyone' },
  home: { path: '/home', access: 'signed-in', nav: 'home' },
  connect: { path: '/connect', access: 'signed-in', nav: 'connect', needs: 'write' },
  record: { path: '/activity', access: 'signed-in', nav: 'activity', needs: 'write' },
  class: { path: '/class', access: 'signed-in', nav: 'class', needs: 'write' },
  classReport: { path: '/class/:classId/report', access: 'signed-in', needs: 'records' },
  /** The clinic's week (issue 36): slots, a day's check-ins, follow-up calls; every role. */
  schedule: { path: '/schedule', access: 'signed-in', nav: 'schedule' },
  results: { path: '/results', access: 'signed-in', nav: 'results', needs: 'records' },
  /** A patient's chart (issue 25): the rehabilitation records; the front desk has none. */
  patientChart: { path: '/patients/:patientId', access: 'signed-in', needs: 'records' },
  activityDetail: { path: '/results/:activityId', access: 'signed-in', needs: 'records' },
  /** The review inbox of home sessions (issue 40), reached from Home's card. */
  homeInbox: { path: '/inbox', access: 'signed-in', needs: 'records' },
  attendance: {
    path: '/attendance',
    access: 'signed-in',
    nav: 'attendance',
    navWithoutRecords: true,
  },
  settings: { path: '/settings', access: 'signed-in', nav: 'settings' },
  invite: { path: '/invite/:invitationId', access: 'anyone' },
  /** A patient's home-access link (section 12): like an invitation, signed in or out. */
  join: { path: '/join/:code', access: 'anyone' },
  /** The patient's Today: the day's plan, or why there is none. */
  me: { path: '/me', access: 'signed-in', layout: 'me' },
  meCheckIn: { path: '/me/check-in', access: 'signed-in', layout: 'me' },
  meHistory: { path: '/me/history', access: 'signed-in', layout: 'me' },
  meMessages: { path: '/me/messages', access: 'signed-in', layout: 'me' },
  /** The guided home session from today's plan, and the After form of one (issue 39). */
  meSession: { path: '/me/session', access: 'signed-in', layout: 'me' },
  meAfter: { path: '/me/after/:activityId', access: 'signed-in', layout: 'me' },
  notFound: { path: '*', access: 'anyone' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** The routes in the header and tab bar for what the user's role allows, in table order. */
export function navRoutes({
  canWrite,
  canReadRecords = true,
}: {
  canWrite: boolean;
  canReadRecords?: boolean;
}) {
  const offered = (route: RouteDef) =>
    (canWrite || route.needs !== 'write') &&
    (canReadRecords || route.needs !== 'records') &&
    !(route.navWithoutRecords && canReadRecords);
  return Object.values(ROUTES).flatMap((route: RouteDef) =>
    route.nav && offered(route) ? [{ path: route.path, labelKey: route.nav }] : [],
  );
}

/** Where `/` and a signed-in visitor of a signed-out page go. */
export const HOME_PATH = ROUTES.home.path;
/** Where a signed-out visitor of a signed-in page goes. */
export const LOGIN_PATH = ROUTES.login.path;

function withSearch(path: string, search?: string | URLSearchParams): string {
  const query = search?.toString().replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

/** Where the patient's space starts (a patient account's every signed-in route leads there). */
export const ME_PATH = ROUTES.me.path;

/**
 * The only places sign-in and sign-up may return to (`?next=`): a clinic invitation or a
 * patient's home-access link, nothing else.
 */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(invite|join)\/[^/?#]+$/.test(next) ? next : null;
}

/** Typed links: `paths.activityDetail(id)`, `paths.results(searchParams)`. */
export const paths = {
  /** `next`: where to go once signed in (an invitation link, see returnPathOf). */
  login: (next?: string) => withSearch(ROUTES.login.path, next && new URLSearchParams({ next })),
  signup: (next?: string) => withSearch(ROUTES.signup.path, next && new URLSearchParams({ next })),
  forgotPassword: () => ROUTES.forgotPassword.path,
  home: () => ROUTES.home.path,
  connect: () => ROUTES.connect.path,
  record: () => ROUTES.record.path,
  class: () => ROUTES.class.path,
  attendance: () => ROUTES.attendance.path,
  schedule: () => ROUTES.schedule.path,
  homeInbox: () => ROUTES.homeInbox.path,
  classReport: (classId: string) =>
    ROUTES.classReport.path.replace(':classId', encodeURIComponent(classId)),
  results: (search?: string | URLSearchParams) => withSearch(ROUTES.results.path, search),
  activityDetail: (activityId: string) =>
    ROUTES.activityDetail.path.replace(':activityId', encodeURIComponent(activityId)),
  /** `tab`: the chart section to open (`timeline` when absent), e.g. `prescription`. */
  patientChart: (patientId: string, tab?: string) =>
    withSearch(
      ROUTES.patientChart.path.replace(':patientId', encodeURIComponent(patientId)),
      tab && new URLSearchParams({ tab }),
    ),
  settings: () => ROUTES.settings.path,
  invite: (invitationId: string) =>
    ROUTES.invite.path.replace(':invitationId', encodeURIComponent(invitationId)),
  join: (code: string) => ROUTES.join.path.replace(':code', encodeURIComponent(code)),
  me: () => ROUTES.me.path,
  meCheckIn: () => ROUTES.meCheckIn.path,
  meHistory: () => ROUTES.meHistory.path,
  meMessages: () => ROUTES.meMessages.path,
  meSession: () => ROUTES.meSession.path,
  meAfter: (activityId: string) =>
    ROUTES.meAfter.path.replace(':activityId', encodeURIComponent(activityId)),
} as const;

/** The guided home session and its After form (features/me/session, features/me/after). */
export const homeSessionPaths = { session: paths.meSession, after: paths.meAfter } as const;

/** The routes the build writes as static HTML (scripts/prerender.mjs), one page per language. */
export const PRERENDERED_PATHS: readonly string[] = Object.values(ROUTES)
  .filter((route: RouteDef) => route.prerender)
  .map((route) => route.path);
