import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/config': 'http://127.0.0.1:3000',
      '/packs': 'http://127.0.0.1:3000',
    },
  },
});
