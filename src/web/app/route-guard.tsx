/** Applies `decideRoute` to every location: a silent replace-redirect, or the matched route. */
import { Navigate, Outlet, useLocation } from 'react-router';
// Not the auth index: that also exports the session calls, which bring zod into the first load.
import { useUser } from '../features/auth/user-store';
import { decideRoute } from './route-access';

export function RouteGuard() {
  const { pathname } = useLocation();
  const user = useUser();
  // A stored user still being checked (a moment at start-up): decide nothing yet.
  if (user === undefined) return null;
  const redirectTo = decideRoute(pathname, user);
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
