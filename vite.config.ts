import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_APP_NAME } from './domain/product';
import { pwaOptions } from './pwa.config';
import { precompress } from './scripts/vite-precompress';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, 'web'),
  publicDir: path.join(root, 'web/public'),
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions(process.env.VITE_APP_NAME?.trim() || DEFAULT_APP_NAME)), precompress()],
  resolve: {
    alias: {
      '@domain': path.join(root, 'domain'),
      '@web': path.join(root, 'web'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    // Maps for the people who hold the build, not for visitors: no
    // sourceMappingURL comment in the files, and the server never serves *.map.
    sourcemap: 'hidden',
  },
  server: {
    port: 5173,
    proxy: {
      '/auth/v1': apiTarget,
      '/rest': apiTarget,
      '/functions': apiTarget,
      '/storage': apiTarget,
      '/dev': apiTarget,
      '/health': apiTarget,
      '/realtime': { target: apiTarget, ws: true },
    },
  },
});
