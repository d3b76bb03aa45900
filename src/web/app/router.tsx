/** What exists: every route, its screen chunk and who may open it (see route-access.ts). */
import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';

const loginScreen = lazyScreen(
  () => import('../features/auth/login-screen'),
  'LoginScreen',
  'signedOut',
);
const signupScreen = lazyScreen(
  () => import('../features/auth/signup-screen'),
  'SignupScreen',
  'signedOut',
);
const shell = lazyScreen(() => import('./shell'), 'Shell', 'signedIn');
const homeScreen = lazyScreen(
  () => import('../features/home/home-screen'),
  'HomeScreen',
  'signedIn',
);
const devicesScreen = lazyScreen(
  () => import('../features/devices/devices-screen'),
  'DevicesScreen',
  'signedIn',
);
const recordingScreen = lazyScreen(
  () => import('../features/recording/recording-screen'),
  'RecordingScreen',
  'signedIn',
);
const resultsScreen = lazyScreen(
  () => import('../features/results/results-screen'),
  'ResultsScreen',
  'signedIn',
);
const sessionScreen = lazyScreen(
  () => import('../features/results/activity/activity-screen'),
  'ActivityScreen',
  'signedIn',
);
const settingsScreen = lazyScreen(
  () => import('../features/settings/settings-screen'),
  'SettingsScreen',
  'signedIn',
);
const notFoundScreen = lazyScreen(() => import('./not-found-screen'), 'NotFoundScreen', 'anyone');

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
        {/* signed out only */}
        <Route path="login" element={loginScreen} />
        <Route path="signup" element={signupScreen} />
        {/* signed in only, inside the shell (header, tabs) */}
        <Route element={shell}>
          <Route path="home" element={homeScreen} />
          <Route path="connect" element={devicesScreen} />
          <Route path="activity" element={recordingScreen} />
          <Route path="results" element={resultsScreen} />
          <Route path="results/:activityId" element={sessionScreen} />
          <Route path="settings" element={settingsScreen} />
        </Route>
        {/* "/" is redirected to /home by the guard */}
        <Route path="*" element={notFoundScreen} />
      </Route>
    </Routes>
  );
}
