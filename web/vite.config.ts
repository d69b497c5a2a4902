import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocumentsInline } from './build/graphql-documents.ts';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { appChunk } from './build/app-chunk.ts';
import { MEMBERS_ONLY } from './build/members-only.ts';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/** The app's start (web/src/app/browser-app.tsx and what it imports), one chunk; main.tsx's own imports stay out. */
const app = appChunk({
  appEntry: /[\\/]src[\\/]app[\\/]browser-app\.tsx$/,
  excluded: /[\\/]src[\\/]main\.tsx$/,
  membersOnly: MEMBERS_ONLY,
});

/**
 * The libraries' chunks every page starts with, named by `codeSplitting.groups` below: React and the others. (The app's
 * chunk starts with Vite's list of its dependencies, before which the hint cannot go.)
 */
const START_CHUNKS = new Set(['react', 'libraries']);

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;
/** Smaller files go as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes Brotli (`.br`) and gzip (`.gz`) copies beside every text file of the build, compressed once at their
 * best: the BFF serves them as they are instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        const full = path.join(outDir, file);
        if (!COMPRESSIBLE.test(file) || !fs.statSync(full).isFile()) continue;
        const body = fs.readFileSync(full);
        if (body.length < MIN_COMPRESSED_BYTES) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The site, built twice: for browsers into web/dist (served by the BFF, with a manifest of its chunks), and for the
 * BFF's server rendering into web/dist-server (`--ssr src/entry-server.tsx`; packages stay in node_modules). In
 * development the BFF's paths are proxied.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // styled-components names a component by a counter that follows module evaluation order, which differs between
  // the server build and the browser's chunks: the same element got other class names on each side, and every
  // component rendered again after hydration swapped them (and their CSS). The transformer's styled-components plugin
  // (Oxc's port of the Babel plugin, run in Vite's own transform instead of a Babel pass over every module) names each
  // component by its file and place instead, the same in both builds.
  oxc: {
    plugins: {
      styledComponents: {
        ssr: true,
        displayName: false,
        fileName: false,
        pure: true,
        transpileTemplateLiterals: false,
      },
    },
  },
  plugins: [
    graphqlDocumentsInline(path.join(import.meta.dirname, 'src/graphql/generated')),
    react(),
    precompiledMessages(),
    ...(isSsrBuild ? [] : [precompress(), app.plugin]),
  ],
  // React Router's package points every import at its development build (its own Vite plugin swaps in the
  // production one): the browser gets the production build, without the development warnings and checks. The
  // messages arrive parsed (precompiledMessages), so the browser needs no ICU message parser.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
          {
            find: /^react-router$/,
            replacement: path.join(
              import.meta.dirname,
              '../node_modules/react-router/dist/production/index.mjs',
            ),
          },
        ],
      },
  // styled-components has no `exports` map: Node would load its CommonJS build, whose default export is not
  // `styled`. Bundled, its ES module build is used. validator's ES module build imports its own files without their
  // `.js`, which Node cannot resolve: left external, every page with a form (login, register, contact) failed to
  // render on the server and went out as the error page with a 500.
  ssr: { noExternal: ['styled-components', 'validator'] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // The BFF finds each screen's chunk (and what it imports) here, to list it in the page's HTML for the boot
        // script (web/src/boot.ts).
        manifest: true,
        modulePreload: {
          // Every browser the site supports preloads modules itself: the boot script carries no polyfill.
          polyfill: false,
          // The boot script asks for the chunks the page starts with itself, from the list the BFF writes into the
          // page, a link per task: Vite's helper would add the same links again, while the page starts (10–25 ms of a
          // phone's time). `index` is the boot script's chunk (named after index.html), `main` the
          // app's. Screens imported later keep it, so that their chunks come in parallel.
          resolveDependencies: (_file, dependencies, { hostId }) =>
            /^assets\/(index|main)-[^/]+\.js$/.test(hostId) ? [] : dependencies,
        },
        rolldownOptions: {
          output: {
            // Every function of the chunks the page starts with runs as it starts: V8 is told so (its explicit compile
            // hint) and compiles them while the chunk downloads, off the main thread, instead of one by one on it when
            // each is first called (decision 041).
            postBanner: (chunk) => (START_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
            // Libraries change far less often than the site: their own chunks stay cached across releases.
            codeSplitting: {
              groups: [
                // React first, alone: the app evaluates it in a task of its own before the rest (web/src/main.tsx).
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 3,
                },
                // The other libraries the app starts with, in one chunk: a page needs all of them, and over HTTP/1.1's
                // six connections on a slowed phone network each further round of six requests costs a round trip.
                {
                  name: 'libraries',
                  test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|react-intl|@formatjs|intl-messageformat|styled-components|@emotion|stylis)[\\/]/,
                  priority: 2,
                },
                // Vite's preload helper, which the boot script and the app's router both use: in a chunk of its own, or
                // the app's group would take it (with the app's dependencies) into what the boot script imports.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
                // The group takes exactly the modules its test names (which leave out main.tsx's own), not their
                // dependencies as well: main.tsx must not import the app's chunk, or evaluating it would run the
                // whole app at once.
                { name: 'app', test: app.test, priority: 0, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
  server: {
    proxy: Object.fromEntries(['/graphql', '/upload', '/images', '/share'].map((path) => [path, bff])),
  },
}));
