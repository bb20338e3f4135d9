import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { forgetUserData } from './app/forget-user-data';
import { routes } from './app/router';
import { loadAppConfig } from './lib/app-config';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { readAtStart } from './lib/offline/device-store';
import { keepQueriesOnDevice } from './lib/offline/persisted-queries';
import { getSessionState, startSession, storedUserId, subscribeToSession } from './lib/session';
import './index.css';

// Start loading /config.json at once; the first screen renders without waiting for it.
loadAppConfig().catch((error: unknown) => console.error('Falha ao carregar /config.json', error));
// The saved lists and outbox of the user whose session is stored are read from the device now, before
// the session (Amplify) or the network answers; then the signed-in user's are kept there as they change.
readAtStart(storedUserId());
void keepQueriesOnDevice(storedUserId());
subscribeToSession(() => {
  const session = getSessionState();
  if (session.status === 'signedIn') void keepQueriesOnDevice(session.user.id);
});
// Signing out removes the user's saved lists, outbox, item history and category order from the device.
startSession({ onSignOut: forgetUserData });
captureInstallPrompt();
registerServiceWorker();
// Keeps the remote copies of the local drafts current (spec §4); its own small chunk.
import('./features/drafts/api/draft-sync')
  .then(({ startDraftSync }) => startDraftSync())
  .catch((error: unknown) => console.error('Falha ao iniciar a sincronização dos rascunhos', error));

// The build pre-renders the guest's first screens (/home, the empty /add-items, /saved-lists,
// /drafts, /auth, /configuracoes, /ajuda, /faq) into index.html, each in an element marked with
// its path; index.html's script shows one (class prerendered-<path>) only when it is this visit's
// first screen and would look the same. That one is hydrated: the screen painted before any
// JavaScript stays and becomes interactive (the route's chunk hydrates its part when loaded).
// The others are dropped; with none shown, the app renders from scratch into #root.
const screens = [...document.querySelectorAll<HTMLElement>('[data-prerendered]')];
const shown = screens.find((screen) =>
  document.documentElement.classList.contains(`prerendered${screen.dataset.prerendered!.replace(/\//g, '-')}`),
);
const container = shown ?? document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');
for (const screen of screens) if (screen !== container) screen.remove();
container.id = 'root';
if (shown?.dataset.prerendered === '/home' && window.location.pathname !== '/home') {
  // "/" leads to the home screen (spec §2 Root): replaced at once, as RootRedirect does in the app.
  window.history.replaceState(window.history.state, '', `/home${window.location.search}${window.location.hash}`);
}

const app = (
  <StrictMode>
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);
// In a transition, the first render yields to the browser every few milliseconds instead of
// blocking the main thread until done; a tap on a part not yet hydrated hydrates it first.
startTransition(() => {
  if (shown) hydrateRoot(container, app);
  else {
    container.removeAttribute('data-prerendered');
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
