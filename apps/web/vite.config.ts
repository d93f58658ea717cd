// biome-ignore lint/style/noRestrictedImports: the Vite config runs in Node at build time, never in the browser bundle.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOUR = '#0b6e4f';

/**
 * The favicon goes into index.html as a data URL: one request fewer on a first visit, and none
 * that the browser makes late, after the app has loaded (and perhaps lost its connection).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'abhyas-inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8').trim();
      return html.replace('href="/favicon.svg"', `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

export default defineConfig({
  resolve: {
    // Preact runs the app through its React compatibility layer: React 19's renderer alone is
    // 67 KB gzip, two thirds of the 100 KB budget for `/` (app-shell issue), Preact's 13 KB.
    // The source is still written against React's API and types; react-router and
    // react-i18next run on it unchanged. The e2e suite runs on this build.
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  define: {
    __ABHYAS_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    // JSX only: React Fast Refresh cannot drive Preact, so the dev server reloads the page instead.
    react({ refreshExclude: /./ }),
    inlineFavicon(),
    VitePWA({
      // The learner decides when a new version loads: the shell shows "Update available".
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Abhyas – SSC and UPSC exam practice',
        short_name: 'Abhyas',
        description: "Free practice for India's SSC and UPSC exams, in English and Hindi.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f7f8f6',
        theme_color: THEME_COLOUR,
        categories: ['education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Shows a web push and opens the app when it is tapped (public/push-handler.js).
        importScripts: ['push-handler.js'],
        // The phone settings need the network anyway: their chunk (the phone library, about 33 KB
        // gzipped) is fetched when the profile opens, not downloaded with every install.
        // The operator's console (apps/web/src/admin) is for a few operators online: its chunks
        // (the chart library among them) are neither downloaded to learners' phones nor named here.
        globIgnores: ['**/PhoneSection-*.{js,css}', '**/Operator*-*.{js,css}', '**/operator-*.{js,css}'],
        navigateFallback: 'index.html',
        // Server answers, not app pages: never replace them with the cached shell.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/idp\//,
          /^\/config\//,
          /^\/packs\//,
          /^\/sitemap\.xml$/,
          /^\/robots\.txt$/,
          // The page an email verification link opens (the server renders it).
          /^\/verify-email(\?|$)/,
        ],
        // The first install takes control at once so the first visit's packs are cached too.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Fresh config when online, the last copy when offline (cache name shared with the page).
            urlPattern: ({ url }) => url.pathname.startsWith('/config/'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'abhyas-config',
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The Devanagari font is fetched only once Hindi is shown, then kept for offline use.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'abhyas-fonts',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 4 },
            },
          },
          {
            // Pack URLs carry a content hash: a cached copy is always right.
            urlPattern: ({ url }) => url.pathname.startsWith('/packs/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'abhyas-packs',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // react-router reads React 19's `use` and `useOptimistic`, which Preact lacks, and falls
        // back to its React 18 path when they are undefined.
        const react19Only = /Import `(use|useOptimistic)` will always be undefined/;
        if (warning.code === 'IMPORT_IS_UNDEFINED' && react19Only.test(warning.message)) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/config': 'http://127.0.0.1:3000',
      '/packs': 'http://127.0.0.1:3000',
    },
  },
});
