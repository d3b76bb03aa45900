/**
 * Build-time entry (vite --ssr, then scripts/prerender.mjs): the sign-in page's HTML in each
 * language, so a phone on a slow network paints the form as soon as the HTML and CSS arrive
 * instead of after ~140 KB of JS has loaded and run. main.tsx hydrates it when it still fits.
 */
import './lib/i18n';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../common/language';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { i18n } from './lib/i18n';

export { LANGUAGES } from '../common/language';
export { PRERENDERED_PATHS } from './lib/paths';
export { prerenderedPage } from './prerendered-page';

/** The markup inside #root for `path`, signed out, in `language`; lazy screens are awaited. */
export async function prerenderPath(path: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
