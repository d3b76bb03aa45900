import { describe, expect, it } from 'vitest';
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

  it('lets anyone see an unknown path (the not-found screen)', () => {
    expect(decideRoute('/nowhere', null)).toBeNull();
    expect(decideRoute('/nowhere', user)).toBeNull();
    expect(decideRoute('/homework', null)).toBeNull();
  });
});
