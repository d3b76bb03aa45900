/** Applies `decideRoute` to every location: a silent replace-redirect, or the matched route. */
import { Navigate, Outlet, useLocation } from 'react-router';
// Not the auth index: that also exports the session calls, which bring zod into the first load.
import { useUser } from '../features/auth/user-store';
import { HOME_PATH, returnPathOf } from '../lib/paths';
import { decideRoute } from './route-access';

export function RouteGuard() {
  const { pathname, search } = useLocation();
  const user = useUser();
  // A stored user still being checked (a moment at start-up): decide nothing yet.
  if (user === undefined) return null;
  const decided = decideRoute(pathname, user);
  // Just signed in on /login?next=/invite/…: back to the invitation, not Home.
  const redirectTo = decided === HOME_PATH ? (returnPathOf(search) ?? decided) : decided;
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
