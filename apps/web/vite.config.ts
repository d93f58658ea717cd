import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const THEME_COLOUR = '#0b6e4f';

export default defineConfig({
  define: {
    __ABHYAS_BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  plugins: [
    react(),
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
        navigateFallback: 'index.html',
        // Server answers, not app pages: never replace them with the cached shell.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/idp\//,
          /^\/config\//,
          /^\/packs\//,
          /^\/sitemap\.xml$/,
          /^\/robots\.txt$/,
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
      // The domain package is pure (no I/O, no globals): a module whose exports go unused can
      // be dropped whole, so the zod schemas of server payloads stay out of the browser bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/domain/') },
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
