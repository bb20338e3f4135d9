import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreen } from './prerender-plugin.mts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Brand green: contrast ≥ 4.5:1 with white text, used as the manifest and browser theme colour. */
const themeColor = '#15803d';

/**
 * The web app's build. One build runs in every environment: the API and Cognito
 * addresses come from /config.json at start (see src/lib/app-config.ts), which the
 * service worker fetches network-first and never precaches.
 */
export default defineConfig({
  root: webRoot,
  publicDir: fromWeb('./public'),
  resolve: {
    alias: {
      '@domain': fromWeb('../lambdas/domain'),
      '@': fromWeb('./src'),
    },
  },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Read by the size budgets (test/unit/budgets) to find each route's first-load chunks.
    manifest: true,
  },
  plugins: [
    react(),
    tailwindcss(),
    prerenderFirstScreen(),
    VitePWA({
      filename: 'sw.js',
      registerType: 'autoUpdate',
      // web/src/lib/service-worker.ts registers /sw.js once the app has started.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Lista de Compras por Voz',
        short_name: 'Lista de Compras',
        description: 'Monte sua lista de compras falando ou digitando.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: themeColor,
        background_color: '#ffffff',
        categories: ['shopping', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['config.json'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/config\.json$/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'app-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
  ],
});
