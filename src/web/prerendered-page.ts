/** The prerendered page around the markup: what scripts/prerender.mjs writes for each language. */
import type { Language } from '../common/language';
import { STALE_STYLE, staleCheckScript } from './app/prerendered-root';

/** The app's entry script and its modulepreload links, as vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * An inline script that fetches the app's modules after the first paint (or after 1 s, if the tab
 * is hidden and paints nothing): on a slow link the ~140 KB of JS would otherwise share the
 * bandwidth with the stylesheet the prerendered form is waiting for.
 */
function loadAfterFirstPaint(entry: string, preloads: string[]): string {
  const json = JSON.stringify;
  // import() of every module at once: the fetches start together, as modulepreload links would.
  return [
    '(function(){var done=false;function load(){if(done)return;done=true;',
    `${json([...preloads, entry])}.forEach(function(u){import(u)})}`,
    'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()',
  ].join('');
}

/**
 * The built index.html with `markup` in #root, marked with its path and language, the inline
 * check that hides it when the app will not hydrate it (prerendered-root.ts), and the app's
 * modules loaded after the first paint.
 */
export function prerenderedPage(
  indexHtml: string,
  markup: string,
  path: string,
  language: Language,
): string {
  const replace = (html: string, find: string, by: string) => {
    if (!html.includes(find)) throw new Error(`index.html has no ${find}`);
    return html.replace(find, () => by);
  };
  const entries = [...indexHtml.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const entry = entries[0];
  if (entries.length !== 1 || !entry) throw new Error('index.html should have one entry script');
  let page = indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  page = replace(page, '<html lang="en"', `<html lang="${language}"`);
  page = replace(
    page,
    '</head>',
    `<script>${staleCheckScript(language)}</script><style>${STALE_STYLE}</style></head>`,
  );
  page = replace(
    page,
    '</body>',
    `<script>${loadAfterFirstPaint(entry, preloads)}</script></body>`,
  );
  return replace(
    page,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${path}" data-language="${language}">${markup}</div>`,
  );
}
