/** Entry: global styles, translations, then <App/>. */
// All of Mantine's CSS, once and in its own order (see vite.config.ts on per-component imports).
import '@mantine/core/styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Not the feature's index: this small module alone belongs in the entry chunk.
import { registerServiceWorkerWhenStable } from './features/sync/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorkerWhenStable();
