import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The marker index.html's #root gets: the path its markup was rendered for (see index.html's script). */
export const prerenderedAttribute = 'data-prerendered';

/** What src/prerender.tsx exports (typed here: this file is type-checked with Node's types, the app with the DOM's). */
interface PrerenderEntry {
  prerenderedPath: string;
  renderFirstScreen(): Promise<string>;
}

/**
 * The entry script and its preloads at low fetch priority: the pre-rendered screen paints with
 * the stylesheet alone (the only render-blocking resource), which thus comes first; the scripts
 * follow at once and hydrate it. (Lighthouse's simulation also counts high-priority module
 * scripts as render-blocking, GoogleChrome/lighthouse#17163.)
 */
function withLowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * Pre-renders the first screen into index.html at build time (issue 13: the first paint needs
 * no JavaScript). src/prerender.tsx renders /home and the app shell with react-dom/static,
 * loaded through a Vite SSR server with the build's aliases, mode and env files, so the markup
 * comes from the same components and texts the browser then hydrates. Runs before the PWA
 * plugin writes the service worker, whose precache revision of index.html is thus the final one.
 */
export function prerenderFirstScreen(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          envDir: config.envDir,
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          logLevel: 'warn',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderEntry;
          const markup = await entry.renderFirstScreen();
          const root = '<div id="root"></div>';
          if (!html.includes(root)) throw new Error(`index.html has no empty ${root} to pre-render into`);
          const withMarkup = html.replace(
            root,
            `<div id="root" ${prerenderedAttribute}="${entry.prerenderedPath}">${markup}</div>`,
          );
          return withLowPriorityScripts(withMarkup);
        } finally {
          await server.close();
        }
      },
    },
  };
}
