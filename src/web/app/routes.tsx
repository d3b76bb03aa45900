/**
 * The router: each route of the table in lib/paths.ts with its screen chunk. Signed-in screens
 * sit inside the shell (header, tabs); the guard decides who sees what from the same table.
 */
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ROUTES, type RouteAccess, type RouteId } from '../lib/paths';
import { lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';

const screen = <K extends string, M extends Record<K, React.ComponentType>>(
  id: RouteId,
  load: () => Promise<M>,
  exportName: K,
) => lazyScreen(load, exportName, ROUTES[id].access);

/** Every route's screen: a route added to the table without one fails to compile. */
const SCREENS: Record<RouteId, ReactElement> = {
  login: screen('login', () => import('../features/auth/login-screen'), 'LoginScreen'),
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
  notFound: screen('notFound', () => import('./not-found-screen'), 'NotFoundScreen'),
};

const shell = lazyScreen(() => import('./shell'), 'Shell', 'signed-in', 'layout');

function routesFor(access: RouteAccess) {
  return (Object.keys(ROUTES) as RouteId[])
    .filter((id) => ROUTES[id].access === access)
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
        {/* "/" is redirected to /home by the guard */}
        {routesFor('anyone')}
      </Route>
    </Routes>
  );
}
