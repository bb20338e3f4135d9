import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAppConfig } from './lib/app-config';
import { captureInstallPrompt } from './lib/install-prompt';
import { startSession } from './lib/session';
import './index.css';

// Start loading /config.json at once; the first screen renders without waiting for it.
loadAppConfig().catch((error: unknown) => console.error('Falha ao carregar /config.json', error));
startSession();
captureInstallPrompt();
// Keeps the remote copies of the local drafts current (spec §4); its own small chunk.
import('./features/drafts/api/draft-sync')
  .then(({ startDraftSync }) => startDraftSync())
  .catch((error: unknown) => console.error('Falha ao iniciar a sincronização dos rascunhos', error));

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
