/**
 * After `vite build` and `vite build --ssr prerender.tsx`: writes the sign-in page's HTML in each
 * language to <web>/prerendered/<language>/login.html (with .gz and .br beside it, as the build
 * does for every asset). The server sends it for GET /login by Accept-Language.
 *
 * `node scripts/prerender.mjs [webDir] [ssrDir]` (default dist/web and dist/prerender).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.resolve(root, process.argv[2] ?? 'dist/web');
const ssrDir = path.resolve(root, process.argv[3] ?? 'dist/prerender');

const { LANGUAGES, PRERENDERED_PATHS, prerenderPath, prerenderedPage } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
for (const language of LANGUAGES) {
  for (const page of PRERENDERED_PATHS) {
    const html = prerenderedPage(indexHtml, await prerenderPath(page, language), page, language);
    const file = path.join(webDir, 'prerendered', language, `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    console.log(`prerendered ${page} (${language}): ${path.relative(root, file)}`);
  }
}
