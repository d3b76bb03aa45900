/** Entry: global styles, translations, then <App/>. */
// Mantine's stylesheets for the components in use, first and in Mantine's order.
import './app/mantine-styles';
import './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Not the feature's index: this small module alone belongs in the entry chunk.
import { registerServiceWorkerWhenStable } from './features/sync/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree: a cheap phone stays responsive while it starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorkerWhenStable();
