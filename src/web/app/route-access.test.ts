import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  navRoutes,
  PRERENDERED_PATHS,
  paths,
  ROUTES,
  type RouteId,
  returnPathOf,
} from '../lib/paths';
import { decideRoute } from './route-access';

const user = { id: 'u1', email: 'ana@clinic.test', name: 'Ana' };
const protectedPaths = ['/home', '/connect', '/activity', '/results', '/results/abc', '/settings'];

describe('decideRoute', () => {
  it('sends / to /home whoever asks', () => {
    expect(decideRoute('/', null)).toBe('/home');
    expect(decideRoute('/', user)).toBe('/home');
  });

  it.each(protectedPaths)('sends a signed-out visitor from %s to /login', (path) => {
    expect(decideRoute(path, null)).toBe('/login');
  });

  it.each(protectedPaths)('shows %s to a signed-in clinician', (path) => {
    expect(decideRoute(path, user)).toBeNull();
  });

  it.each(['/login', '/signup'])('shows %s only when signed out', (path) => {
    expect(decideRoute(path, null)).toBeNull();
    expect(decideRoute(path, user)).toBe('/home');
  });

  it('guards a path however the router would still match it', () => {
    expect(decideRoute('/HOME', null)).toBe('/login');
    expect(decideRoute('/settings/', null)).toBe('/login');
    expect(decideRoute('/h%6Fme', null)).toBe('/login');
    expect(decideRoute('/results/a/b?x=1', null)).toBe('/login');
  });

  describe('a patient account (decision 0017)', () => {
    const patient = { ...user, home: { clinicName: 'Clínica Casa', patientAccount: true } };
    const clinicianPatient = {
      ...user,
      home: { clinicName: 'Clínica Casa', patientAccount: false },
    };

    it.each(['/', '/home', '/patients/P-1', '/settings', '/class/x/report', '/login'])(
      'sends it from %s to /me',
      (path) => {
        expect(decideRoute(path, patient)).toBe('/me');
      },
    );

    it.each(['/me', '/me/check-in', '/me/history', '/me/session', '/join/abc', '/nowhere'])(
      'shows it %s',
      (path) => {
        expect(decideRoute(path, patient)).toBeNull();
      },
    );

    it('leaves a clinician who is also a patient the clinic, and /me too', () => {
      expect(decideRoute('/', clinicianPatient)).toBe('/home');
      expect(decideRoute('/home', clinicianPatient)).toBeNull();
      expect(decideRoute('/me', clinicianPatient)).toBeNull();
    });

    it('decides as for a clinician while the link is not known', () => {
      expect(decideRoute('/home', user)).toBeNull();
      expect(decideRoute('/me', null)).toBe('/login');
    });
  });

  it('lets anyone see an unknown path (the not-found screen)', () => {
    expect(decideRoute('/nowhere', null)).toBeNull();
    expect(decideRoute('/nowhere', user)).toBeNull();
    expect(decideRoute('/homework', null)).toBeNull();
  });
});

/** PRODUCT.md section 2, as written there: route → who may open it. */
const PRODUCT_ROUTES: Record<string, 'signed-in' | 'signed-out'> = {
  '/login': 'signed-out',
  '/signup': 'signed-out',
  '/home': 'signed-in',
  '/connect': 'signed-in',
  '/activity': 'signed-in',
  '/results': 'signed-in',
  '/results/:activityId': 'signed-in',
  '/settings': 'signed-in',
  // Section 9 (classes): the class and its printable report.
  '/class': 'signed-in',
  '/class/:classId/report': 'signed-in',
  // Section 11 (the front desk): who attended which class, and when.
  '/attendance': 'signed-in',
  // Section 13 (the clinic's week): slots, a day's check-ins, follow-up calls; every role.
  '/schedule': 'signed-in',
  // Section 12 (home sessions): the clinician inbox, reached from Home's count.
  '/inbox': 'signed-in',
  // Section 10 (the rehabilitation programme): the patient's chart.
  '/patients/:patientId': 'signed-in',
  // Section 11 (password reset by e-mail): asking for the link. Its page, /reset-password, is
  // open to anyone (a link opened on a signed-in device still resets; the reset ends sessions).
  '/forgot-password': 'signed-out',
  // Section 12 (home sessions): the patient's space, its own layout; /join/:code is open to anyone.
  '/me': 'signed-in',
  '/me/check-in': 'signed-in',
  '/me/history': 'signed-in',
  '/me/messages': 'signed-in',
  '/me/session': 'signed-in',
  '/me/after/:activityId': 'signed-in',
};

/** A concrete path for a pattern: `/results/:activityId` → `/results/x1`. */
const samplePath = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, 'x1');

describe('the route table', () => {
  const routes = Object.entries(ROUTES);

  it('gives every route an access rule; only not-found, the invitation, home-access and reset links are open to anyone', () => {
    for (const [id, route] of routes) {
      expect(['signed-in', 'signed-out', 'anyone'], id).toContain(route.access);
      if (route.access === 'anyone') {
        expect(['notFound', 'invite', 'join', 'resetPassword']).toContain(id);
      }
    }
  });

  it('shows the invitation link signed in or out (section 9: an invitation is a link)', () => {
    expect(decideRoute('/invite/inv-1', null)).toBeNull();
    expect(decideRoute('/invite/inv-1', user)).toBeNull();
  });

  it('returns from sign-in or sign-up to an invitation or home-access link only', () => {
    expect(paths.login('/invite/inv-1')).toBe('/login?next=%2Finvite%2Finv-1');
    expect(returnPathOf('?next=%2Finvite%2Finv-1')).toBe('/invite/inv-1');
    expect(returnPathOf(`?${new URLSearchParams({ next: paths.join('c0de_-x') })}`)).toBe(
      '/join/c0de_-x',
    );
    for (const next of [
      'https://evil.test/invite/x',
      '//evil.test',
      '/settings',
      '/invite/a/b',
      '/join/a/b',
      '/me',
    ]) {
      expect(returnPathOf(`?${new URLSearchParams({ next })}`)).toBeNull();
    }
    expect(returnPathOf('')).toBeNull();
  });

  it('holds exactly the routes PRODUCT.md lists, with the same rule each', () => {
    const table = Object.fromEntries(
      routes.filter(([, route]) => route.access !== 'anyone').map(([, r]) => [r.path, r.access]),
    );
    expect(table).toEqual(PRODUCT_ROUTES);
  });

  it.each(routes.filter(([, route]) => route.access === 'signed-in'))(
    'sends a signed-out visitor of %s to /login, and shows it signed in',
    (_id, route) => {
      expect(decideRoute(samplePath(route.path), null)).toBe('/login');
      expect(decideRoute(samplePath(route.path), user)).toBeNull();
    },
  );

  it.each(routes.filter(([, route]) => route.access === 'signed-out'))(
    'sends a signed-in visitor of %s to /home, and shows it signed out',
    (_id, route) => {
      expect(decideRoute(samplePath(route.path), user)).toBe('/home');
      expect(decideRoute(samplePath(route.path), null)).toBeNull();
    },
  );

  it('builds links that the router matches to the right route', () => {
    expect(paths.activityDetail('a b/c')).toBe('/results/a%20b%2Fc');
    // The router matches the decoded pathname, as the browser's location gives it.
    expect(
      matchPath(ROUTES.activityDetail.path, decodeURI(paths.activityDetail('a b/c')))?.params,
    ).toEqual({
      activityId: 'a b/c',
    });
    expect(paths.results('?view=trends&patientId=P1')).toBe('/results?view=trends&patientId=P1');
    expect(paths.results(new URLSearchParams({ view: 'trends' }))).toBe('/results?view=trends');
    expect(paths.results('')).toBe('/results');
    for (const [id, build] of Object.entries(paths)) {
      const path = (build as (arg: string) => string)('x1').split('?')[0]!;
      expect(matchPath(ROUTES[id as RouteId].path, path), id).not.toBeNull();
    }
  });

  it('prerenders only the sign-in page', () => {
    expect(PRERENDERED_PATHS).toEqual(['/login']);
  });
});

describe('the navigation by role', () => {
  const labels = (canWrite: boolean) => navRoutes({ canWrite }).map((item) => item.labelKey);

  it('offers a viewer (a receptionist) no Connect, Activity or Class: dead ends for her', () => {
    expect(labels(false)).toEqual(['home', 'schedule', 'results', 'settings']);
  });

  it('offers the front desk the patient list (Home), Schedule, Attendance and Settings, no clinical screen', () => {
    const frontDesk = navRoutes({ canWrite: false, canReadRecords: false });
    expect(frontDesk.map((item) => item.labelKey)).toEqual([
      'home',
      'schedule',
      'attendance',
      'settings',
    ]);
    expect(frontDesk.map((item) => item.path)).toContain(paths.attendance());
  });

  it('offers everyone who may write every screen, in table order', () => {
    expect(labels(true)).toEqual([
      'home',
      'connect',
      'activity',
      'class',
      'schedule',
      'results',
      'settings',
    ]);
    expect(navRoutes({ canWrite: true }).map((item) => item.path)).toEqual([
      paths.home(),
      paths.connect(),
      paths.record(),
      paths.class(),
      paths.schedule(),
      paths.results(),
      paths.settings(),
    ]);
  });
});
