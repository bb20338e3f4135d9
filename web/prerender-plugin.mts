import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The saved list's screen (router.tsx loads it lazily), whose code index.html fetches on /saved-list/{id}. */
const savedListScreen = 'src/features/saved-list/components/saved-list-page.tsx';

/** The marker of each pre-rendered screen's element: the path its markup was rendered for (see index.html's script). */
export const prerenderedAttribute = 'data-prerendered';

/** What src/prerender.tsx exports (typed here: this file is type-checked with Node's types, the app with the DOM's). */
interface PrerenderEntry {
  prerenderedScreens: Record<string, string>;
  renderFirstScreen(path: string): Promise<string>;
}

/**
 * The files a screen's module loads that the entry does not already: its chunk and its static
 * imports, transitively, as index.html links them (the build's base path first).
 */
function screenModules(bundle: OutputBundle, base: string, root: string, module: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const screen = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, module));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!screen || !entry) throw new Error(`No chunk for ${module} in the build: has the screen moved?`);
  const closure = (start: OutputChunk) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of (bundle[file] as OutputChunk).imports) visit(imported);
    };
    visit(start.fileName);
    return files;
  };
  const loadedAtStart = closure(entry);
  return [...closure(screen)].filter((file) => !loadedAtStart.has(file)).map((file) => `${base}${file}`);
}

/**
 * A pre-rendered screen's chunk alone (the first of its files): its imports are named in the
 * entry (Vite's preload helper fetches them when the router asks for the screen), and listing
 * them for every pre-rendered screen would cost each first paint about 1 KB of the compressed
 * HTML, past the first round trip's 14 KB.
 */
const screenChunk = (bundle: OutputBundle, base: string, root: string, module: string): string =>
  screenModules(bundle, base, root, module)[0]!;

/**
 * The entry script and its preloads, moved from their tags into data-app-entry and
 * data-app-preloads attributes of <body>: index.html's last script adds them back right after
 * the pre-rendered screen's first paint (at once when none is shown). So the paint waits for
 * nothing, on the network either: Lighthouse's simulated LCP counts every request started
 * before the observed paint, whatever its priority.
 */
function withScriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (entries.length !== 1) throw new Error(`Expected one entry script in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let moved = html;
  for (const [tag] of [...entries, ...preloads]) moved = moved.replace(tag, '');
  const attributes = `data-app-entry="${entries[0]![1]}" data-app-preloads="${preloads.map(([, href]) => href).join(' ')}"`;
  if (!moved.includes('<body>')) throw new Error('index.html has no plain <body> tag');
  return moved.replace('<body>', `<body ${attributes}>`);
}

/**
 * The app's stylesheet written into index.html: the pre-rendered screen paints as soon as the
 * HTML arrives, without a render-blocking request (one round trip less on a phone's network).
 * About 6 KB gzip; the CSP allows inline styles already.
 */
function withInlineStylesheet(html: string, bundle: OutputBundle): string {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/g)];
  if (links.length !== 1) throw new Error(`Expected one stylesheet in index.html, found ${links.length}`);
  const [link, file] = links[0]!;
  const asset = bundle[file!];
  if (asset?.type !== 'asset') throw new Error(`No ${file} in the build`);
  return html.replace(link, () => `<style>${String(asset.source).trim()}</style>`);
}

/**
 * Pre-renders the first screens into index.html at build time (issues 13 and 28: the first paint
 * needs no JavaScript), each in its own element marked with its path and its chunk, the first
 * being #root; the inline scripts of index.html show at most one and fetch its code.
 * src/prerender.tsx renders each screen of its list with the app shell with
 * react-dom/static, loaded through a Vite SSR server with the build's aliases, mode and env
 * files, so the markup comes from the same components and texts the browser then hydrates. Runs before the PWA
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
      async handler(html, { bundle }) {
        if (!bundle) throw new Error('The pre-render runs in the build only');
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
          const screens: string[] = [];
          for (const [screenPath, module] of Object.entries(entry.prerenderedScreens)) {
            const id = screens.length === 0 ? 'id="root" ' : '';
            const modules = screenChunk(bundle, config.base, config.root, module);
            const markup = await entry.renderFirstScreen(screenPath);
            screens.push(`<div ${id}${prerenderedAttribute}="${screenPath}" data-modules="${modules}">${markup}</div>`);
          }
          const root = '<div id="root"></div>';
          if (!html.includes(root)) throw new Error(`index.html has no empty ${root} to pre-render into`);
          // A saved list opened offline draws from the device at once: its screen's code is fetched
          // with the entry's (index.html's script), not after the entry has run and asked for it.
          const savedList = screenModules(bundle, config.base, config.root, savedListScreen).join(' ');
          const withScripts = withScriptsAfterPaint(html.replace(root, screens.join('')));
          return withInlineStylesheet(
            withScripts.replace('<body ', `<body data-saved-list-modules="${savedList}" `),
            bundle,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
