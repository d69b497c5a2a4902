import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/** The site: built into web/dist, which the BFF serves; in development the BFF's paths are proxied. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: Object.fromEntries(['/graphql', '/upload', '/images', '/share'].map((path) => [path, bff])),
  },
});
