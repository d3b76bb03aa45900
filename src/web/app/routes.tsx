/**
 * The router: each route of the table in lib/paths.ts with its screen chunk. Signed-in screens
 * sit inside the shell (header, tabs); the guard decides who sees what from the same table.
 */
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTES, type RouteAccess, type RouteId } from '../lib/paths';
import type { PreloadGroup } from '../lib/preload-registry';
import { lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';

const screen = <K extends string, M extends Record<K, React.ComponentType>>(
  id: RouteId,
  load: () => Promise<M>,
  exportName: K,
) => lazyScreen(load, exportName, preloadGroupOf(ROUTES[id]));

/** The patient's screens preload only for a patient account, the clinic's never for one. */
function preloadGroupOf(route: { access: RouteAccess; layout?: 'me' }): PreloadGroup {
  return route.layout === 'me' ? 'patient' : route.access;
}

/** Every route's screen: a route added to the table without one fails to compile. */
const SCREENS: Record<RouteId, ReactElement> = {
  login: screen('login', () => import('../features/sign-in/login-screen'), 'LoginScreen'),
  signup: screen('signup', () => import('../features/auth/signup-screen'), 'SignupScreen'),
  forgotPassword: screen(
    'forgotPassword',
    () => import('../features/auth/forgot-password-screen'),
    'ForgotPasswordScreen',
  ),
  resetPassword: screen(
    'resetPassword',
    () => import('../features/auth/reset-password-screen'),
    'ResetPasswordScreen',
  ),
  home: screen('home', () => import('../features/home/home-screen'), 'HomeScreen'),
  connect: screen('connect', () => import('../features/devices/devices-screen'), 'DevicesScreen'),
  record: screen(
    'record',
    () => import('../features/recording/recording-screen'),
    'RecordingScreen',
  ),
  class: screen('class', () => import('../features/class/class-screen'), 'ClassScreen'),
  classReport: screen(
    'classReport',
    () => import('../features/class/report/class-report-screen'),
    'ClassReportScreen',
  ),
  schedule: screen(
    'schedule',
    () => import('../features/schedule/schedule-screen'),
    'ScheduleScreen',
  ),
  results: screen('results', () => import('../features/results/results-screen'), 'ResultsScreen'),
  activityDetail: screen(
    'activityDetail',
    () => import('../features/results/activity/activity-screen'),
    'ActivityScreen',
  ),
  patientChart: screen(
    'patientChart',
    () => import('../features/chart/chart-screen'),
    'ChartScreen',
  ),
  homeInbox: screen(
    'homeInbox',
    () => import('../features/home-clinic/inbox-screen'),
    'InboxScreen',
  ),
  attendance: screen(
    'attendance',
    () => import('../features/attendance/attendance-screen'),
    'AttendanceScreen',
  ),
  settings: screen(
    'settings',
    () => import('../features/settings/settings-screen'),
    'SettingsScreen',
  ),
  invite: screen('invite', () => import('../features/clinic/invite-screen'), 'InviteScreen'),
  join: screen('join', () => import('../features/me/join-screen'), 'JoinScreen'),
  me: screen('me', () => import('../features/me/today/today-screen'), 'TodayScreen'),
  meCheckIn: screen(
    'meCheckIn',
    () => import('../features/me/check-in/check-in-screen'),
    'CheckInScreen',
  ),
  meHistory: screen(
    'meHistory',
    () => import('../features/me/history/history-screen'),
    'HistoryScreen',
  ),
  meMessages: screen(
    'meMessages',
    () => import('../features/me/messages/messages-screen'),
    'MessagesScreen',
  ),
  meSession: screen(
    'meSession',
    () => import('../features/me/session/home-session-screens'),
    'SessionScreen',
  ),
  meAfter: screen(
    'meAfter',
    () => import('../features/me/session/home-session-screens'),
    'AfterScreen',
  ),
  notFound: screen('notFound', () => import('./not-found-screen'), 'NotFoundScreen'),
};

const shell = lazyScreen(() => import('./shell'), 'Shell', 'signed-in', 'layout');
/** The patient's space (PRODUCT.md section 12): large type, its own bottom nav; not the shell. */
const meLayout = lazyScreen(
  () => import('../features/me/me-layout'),
  'MeLayout',
  'patient',
  'layout',
);

function routesFor(access: RouteAccess, layout?: 'me') {
  return (Object.keys(ROUTES) as RouteId[])
    .filter((id) => {
      const route: { access: RouteAccess; layout?: 'me' } = ROUTES[id];
      return route.access === access && route.layout === layout;
    })
    .map((id) => <Route key={id} path={ROUTES[id].path} element={SCREENS[id]} />);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** The route table alone: the build's prerender (prerender.tsx) puts it under a static router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteGuard />}>
        {routesFor('signed-out')}
        <Route element={shell}>{routesFor('signed-in')}</Route>
        <Route element={meLayout}>{routesFor('signed-in', 'me')}</Route>
        {/* "/" is redirected to /home by the guard */}
        {routesFor('anyone')}
      </Route>
    </Routes>
  );
}
