/**
 * The build's pre-render of the first screens (web/prerender-plugin.mts): each with the app
 * shell, as a guest without drafts or settings of their own sees it on a phone, written into
 * index.html so the first paint needs no JavaScript. index.html's script shows the one that is
 * this visit's first screen, if any, and main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/router';
import { startAsGuest } from './lib/session';

/**
 * The paths pre-rendered, the first into #root (index.html's script and main.tsx know them), with
 * the module of each one's screen (router.tsx loads it lazily): the build has index.html fetch it
 * when its screen is shown, so the screen hydrates, and answers taps, as soon as the app starts.
 */
export const prerenderedScreens = {
  '/home': 'src/features/home/components/home-page.tsx',
  '/add-items': 'src/features/add-items/components/add-items-page.tsx',
  '/saved-lists': 'src/features/saved-lists/components/saved-lists-page.tsx',
  '/drafts': 'src/features/drafts/components/drafts-page.tsx',
  '/auth': 'src/features/auth/components/auth-page.tsx',
  '/configuracoes': 'src/features/settings/components/settings-page.tsx',
  '/ajuda': 'src/features/help/components/help-page.tsx',
  '/faq': 'src/features/faq/components/faq-page.tsx',
} as const;

type PrerenderedPath = keyof typeof prerenderedScreens;

export async function renderFirstScreen(path: PrerenderedPath): Promise<string> {
  startAsGuest();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // The voice recorder pre-renders its microphone, as its first render in any browser does
  // (components/voice-recorder/use-voice-path.ts).
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // A screen that fails would be pre-rendered as its loading state: fail the build instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0)
    throw new AggregateError(errors, `Pre-rendering ${path} failed: ${errors.map(String).join('; ')}`);
  return await new Response(prelude).text();
}
