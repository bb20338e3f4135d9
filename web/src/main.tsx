import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAppConfig } from './lib/app-config';
import { startSession } from './lib/session';
import './index.css';

// Start loading /config.json at once; the first screen renders without waiting for it.
loadAppConfig().catch((error: unknown) => console.error('Falha ao carregar /config.json', error));
startSession();

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
