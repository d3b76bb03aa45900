/** What exists: every route, its screen chunk and who may open it (see route-access.ts). */
import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';

const loginScreen = lazyScreen(() => import('../features/auth/login-screen'), 'LoginScreen');
const signupScreen = lazyScreen(() => import('../features/auth/signup-screen'), 'SignupScreen');
const shell = lazyScreen(() => import('./shell'), 'Shell');
const homeScreen = lazyScreen(() => import('../features/home/home-screen'), 'HomeScreen');
const devicesScreen = lazyScreen(
  () => import('../features/devices/devices-screen'),
  'DevicesScreen',
);
const recordingScreen = lazyScreen(
  () => import('../features/recording/recording-screen'),
  'RecordingScreen',
);
const resultsScreen = lazyScreen(
  () => import('../features/results/results-screen'),
  'ResultsScreen',
);
const sessionScreen = lazyScreen(
  () => import('../features/results/session-screen'),
  'SessionScreen',
);
const settingsScreen = lazyScreen(
  () => import('../features/settings/settings-screen'),
  'SettingsScreen',
);
const notFoundScreen = lazyScreen(() => import('./not-found-screen'), 'NotFoundScreen');

export function AppRouter() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
