/** Applies `decideRoute` to every location: a silent replace-redirect, or the matched route. */
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { StoredUserInfo } from '../../common/schemas/user';
// Not the auth index: that also exports the session calls, which bring zod into the first load.
import { useUser } from '../features/auth/user-store';
import { HOME_PATH, ME_PATH, returnPathOf } from '../lib/paths';
import { decideRoute } from './route-access';

export function RouteGuard() {
  const { pathname, search } = useLocation();
  const user = useUser();
  const homeKnown = useHomeStatus(user);
  // A stored user still being checked (a moment at start-up), or whether the account is a
  // patient's not known yet (just signed in): decide nothing yet, so no clinic screen starts.
  if (user === undefined || !homeKnown) return null;
  const decided = decideRoute(pathname, user);
  // Just signed in on /login?next=/invite/…: back to the invitation, not Home.
  const start = decided === HOME_PATH || decided === ME_PATH;
  const redirectTo = start ? (returnPathOf(search) ?? decided) : decided;
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}

/**
 * Whether the signed-in account's patient link is known (decision 0017). Kept with the user; when
 * it is not (a new sign-in), the server is asked once. Offline or failing, the app goes on as for
 * a clinician and asks again at the next start.
 */
function useHomeStatus(user: StoredUserInfo | null | undefined): boolean {
  const unknown = !!user && user.home === undefined;
  const [gaveUp, setGaveUp] = useState<string | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!unknown || !userId) return;
    let current = true;
    // Its own small chunk: the patient feature's calls, loaded only when the answer is missing.
    import('../features/me')
      .then(({ refreshHomeStatus }) => refreshHomeStatus())
      .catch(() => {
        if (current) setGaveUp(userId);
      });
    return () => {
      current = false;
    };
  }, [unknown, userId]);
  return !unknown || gaveUp === userId;
}
