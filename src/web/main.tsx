/** Entry: global styles, translations, then <App/>, hydrating the prerendered sign-in page. */
// Mantine's stylesheets for the components in use, first and in Mantine's order.
import './app/mantine-styles';
// Before the app's modules, as every screen renders translated text.
import './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { discardPrerender, prerenderFits } from './app/prerendered-root';
// The stored user is read by the entry already (the guard); imported for the worker's start.
import { storedUser } from './features/auth/user-store';
// Not the feature's index: this small module alone belongs in the entry chunk.
import { registerServiceWorkerWhenStable } from './features/sync/service-worker';
import { i18n } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// As a transition, the first render (or hydration) yields to the browser every few milliseconds
// instead of holding the main thread for the whole tree: a cheap phone stays responsive.
if (prerenderFits(root, i18n.language)) {
  // The form is already on screen; hydration attaches to it without repainting.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  discardPrerender(root);
  startTransition(() => {
    createRoot(root).render(app);
  });
}
// Once someone is signed in: signed out, the worker's precache would only spend a phone's data.
registerServiceWorkerWhenStable(storedUser);
