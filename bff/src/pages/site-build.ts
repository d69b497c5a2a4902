import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';

/**
 * What the BFF knows of the site's server entry (`web/src/entry-server.tsx`, built by Vite into
 * `web/dist-server/entry-server.js`): the two programs share no code, only this contract.
 */
export interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    locale: 'th' | 'en';
    execute(operation: {
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName: string | undefined;
    }): Promise<FormattedExecutionResult>;
  }): Promise<{
    status: number;
    head: RenderedHead | undefined;
    html: string;
    styles: string;
    stateScript: string;
    modules: string[];
    /** Renders it took until every query had its answer; absent from a server build older than this field. */
    passes?: number;
  }>;
}

/** The head a page declared (`usePageHead` in the site). */
export interface RenderedHead {
  title: string;
  documentTitle: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  status?: number;
  noindex?: boolean;
}

/** One chunk of Vite's manifest (`dist/.vite/manifest.json`), by the source file it was built from. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The built site: the page template, where each screen's chunks are, and the server entry when it was built. */
export interface SiteBuild {
  /** `index.html` as Vite wrote it, with the `<!--page-…-->` places the BFF fills. */
  template: string;
  /**
   * What a page of these modules (its screen and messages) starts with, beyond what the template loads: the chunk
   * files of the app's start and of the modules (with their imports), for the boot script to fetch at once, and the
   * modules' style sheets.
   */
  assetsOf(modules: string[]): { scripts: string[]; styles: string[] };
  /** Undefined when only the browser build exists: pages then go out as the bare shell the browser renders. */
  serverEntry: ServerEntry | undefined;
}

/** Every chunk a manifest entry needs, itself first, following its static imports. */
function closureOf(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closureOf(manifest, imported, into);
  return into;
}

/**
 * Reads the browser build in `distDir` and imports the server build in `serverDir`. A missing or broken server
 * build is reported to `onServerEntryMissing` and the site still works, rendered in the browser.
 */
export async function loadSiteBuild(
  distDir: string,
  serverDir: string,
  onServerEntryMissing: (reason: unknown) => void,
): Promise<SiteBuild> {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : {};
  // The template loads the boot script (the entry) and its imports.
  const inTemplate = closureOf(manifest, 'index.html');
  // The app the boot script imports (web/src/main.tsx), and the steps it imports in turn as it starts; not the
  // steps' own dynamic imports (the router's screens), which are the pages'.
  const app = manifest['index.html']?.dynamicImports ?? [];
  const appStart = [...app, ...app.flatMap((key) => manifest[key]?.dynamicImports ?? [])];
  let serverEntry: ServerEntry | undefined;
  try {
    serverEntry = (await import(
      pathToFileURL(path.resolve(serverDir, 'entry-server.js')).href
    )) as ServerEntry;
  } catch (error) {
    onServerEntryMissing(error);
  }
  return {
    template,
    serverEntry,
    assetsOf(modules) {
      const closure = new Set<string>();
      for (const module of [...appStart, ...modules]) closureOf(manifest, module, closure);
      const keys = [...closure].filter((key) => !inTemplate.has(key));
      return {
        scripts: keys.map((key) => `/${manifest[key]!.file}`),
        styles: keys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `/${file}`),
      };
    },
  };
}
