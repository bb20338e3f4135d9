/**
 * The build's pre-render of the first screen (web/prerender-plugin.mts): /home with the app
 * shell, as a guest without drafts sees it, written into index.html so the first paint needs
 * no JavaScript. main.tsx hydrates it where it applies (see the script in index.html).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/router';

/** The path the markup is rendered for; index.html's script and main.tsx use it for / and /home. */
export const prerenderedPath = '/home';

export async function renderFirstScreen(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(prerenderedPath, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${prerenderedPath} answered a redirect while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
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
    throw new AggregateError(errors, `Pre-rendering ${prerenderedPath} failed: ${errors.map(String).join('; ')}`);
  return new Response(prelude).text();
}
