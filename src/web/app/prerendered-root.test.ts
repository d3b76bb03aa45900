import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage } from '../../common/language';
import { USER_KEY } from '../features/auth/user-store';
import { STALE_ATTRIBUTE, staleCheckScript } from './prerendered-root';

/** Runs the inline script against a stored language and user, and a browser language. */
function marksStale(
  pageLanguage: (typeof LANGUAGES)[number],
  stored: { language: string | null; user: string | null } | 'storage disabled',
  browserLanguage: string | undefined,
): boolean {
  const attributes = new Set<string>();
  const localStorage = {
    getItem(key: string) {
      if (stored === 'storage disabled') throw new Error('SecurityError');
      return key === USER_KEY ? stored.user : stored.language;
    },
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('localStorage', 'navigator', 'document', staleCheckScript(pageLanguage))(
    localStorage,
    { language: browserLanguage },
    document,
  );
  return attributes.has(STALE_ATTRIBUTE);
}

describe("the prerendered page's inline check", () => {
  it('hides the markup exactly when the app will speak another language or a user is stored', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.option(fc.constantFrom('en', 'pt-BR', 'fr', '', 'EN'), { nil: null }),
        fc.option(fc.constant('{"id":"u1"}'), { nil: null }),
        fc.option(fc.constantFrom('pt-BR', 'pt', 'PT-pt', 'en-US', 'es', ''), { nil: undefined }),
        (page, language, user, browser) => {
          const expected = user !== null || pickLanguage(language, browser) !== page;
          expect(marksStale(page, { language, user }, browser)).toBe(expected);
        },
      ),
    );
  });

  it('with storage disabled, goes by the browser language as the app does', () => {
    expect(marksStale('pt-BR', 'storage disabled', 'pt-BR')).toBe(false);
    expect(marksStale('en', 'storage disabled', 'pt-BR')).toBe(true);
  });
});
