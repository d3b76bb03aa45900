/**
 * Component tests (vitest project `component`, jsdom): what Mantine needs from a browser that
 * jsdom lacks (its own testing guide lists these), the signed-in strings, English, and a clean
 * document after each test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../app/app-i18n';
import { i18n } from '../lib/i18n';

// findBy…/waitFor give up after this long: long enough for a loaded 2-core machine, as these
// wait for the app's own promises and renders, never for time to pass.
configure({ asyncUtilTimeout: 15_000 });

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(async () => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= NoResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // Mantine's autosize textarea listens for web fonts loading.
  if (!('fonts' in document)) {
    const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  }
  await i18n.changeLanguage('en');
});

afterEach(() => cleanup());
