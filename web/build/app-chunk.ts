import type { Plugin, Rollup } from 'vite';

/** A module of the site's own source (not a library, not a bundler's virtual module). */
const SITE_MODULE = /^[^\0]*[\\/]web[\\/]src[\\/]/;

/** `start` and every module it imports statically, directly or not. */
function staticClosure(graph: Rollup.PluginContext, start: string | undefined): Set<string> {
  const closure = new Set<string>();
  const pending = start ? [start] : [];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return closure;
}

/**
 * The site's own modules that the app starts with (decision 031), gathered into one chunk. The app is a dynamic
 * import of the boot script, and the screens dynamic imports of the app: the bundler then splits every module the
 * app shares with a screen into a chunk of its own (ten more chunks of a few hundred bytes on every page, 1.2–1.5 kB
 * more Brotli than when the app was the entry). Gathered, they are one chunk again.
 *
 * `appEntry` is the app's module (its static imports are the app's start); `excluded`, the module that imports it
 * (what that module imports itself stays out, so that it never waits for the app's chunk). Gives the rolldown
 * `codeSplitting` group's test, which is asked after the module graph is known (`buildEnd`).
 */
export function appChunk(
  appEntry: RegExp,
  excluded: RegExp,
): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  return {
    plugin: {
      name: 'app-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const outside = staticClosure(
          this,
          ids.find((id) => excluded.test(id)),
        );
        members.clear();
        for (const id of staticClosure(
          this,
          ids.find((id) => appEntry.test(id)),
        )) {
          // The site's own modules only: libraries keep their chunks (cached across releases), and the bundler's
          // helpers (Vite's preload helper, which the boot script uses too) stay where the bundler puts them.
          if (SITE_MODULE.test(id) && !outside.has(id)) members.add(id);
        }
      },
    },
    test: (id) => members.has(id),
  };
}
