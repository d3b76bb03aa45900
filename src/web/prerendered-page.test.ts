import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerendered-page';

// As vite writes it (entry script and modulepreload links in <head>).
const INDEX = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <title>Ritmo</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/Stack-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered page', () => {
  const page = prerenderedPage(INDEX, '<main><h1>Entrar no Ritmo</h1></main>', '/login', 'pt-BR');

  it('holds the markup in #root, marked with its path and language, and speaks that language', () => {
    expect(page).toContain('<html lang="pt-BR" data-mantine-color-scheme="light">');
    expect(page).toContain(
      '<div id="root" data-prerendered="/login" data-language="pt-BR"><main><h1>Entrar no Ritmo</h1></main></div>',
    );
  });

  it('keeps the stylesheet but fetches no module before the first paint', () => {
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // One inline loader at the end of <body>, importing every module, the entry last.
    expect(page).toMatch(
      /\["\/assets\/react-dom-B2\.js","\/assets\/Stack-C3\.js","\/assets\/index-A1\.js"\]\.forEach\(function\(u\)\{import\(u\)\}\)[^<]*<\/script><\/body>/,
    );
  });

  it('puts the stale check in <head>, before anything paints', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('data-prerender-stale');
    expect(head).toContain('[data-prerender-stale] #root{visibility:hidden}');
  });

  it('refuses an index.html it does not recognise rather than write a broken page', () => {
    expect(() =>
      prerenderedPage(INDEX.replace(/<script[^>]*><\/script>/, ''), '', '/login', 'en'),
    ).toThrow(/one entry script/);
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', ''), '', '/login', 'en'),
    ).toThrow(/#root|root/);
  });
});
