import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/** The site: built into web/dist, which the BFF serves; in development the BFF's paths are proxied. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the site: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/,
              priority: 2,
            },
            {
              name: 'intl',
              test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](styled-components|@emotion|stylis)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/graphql', '/upload', '/images', '/share'].map((path) => [path, bff])),
  },
});
