import type { Plugin, Rollup } from 'vite';

/**
 * A piece that screens share is taken into the app's chunk when its own code and that of the site's modules it
 * brings along come to at most this many characters (after the build's transforms) for every three of a visitor's
 * screens that use it, and at least this many: a piece that many pages use (a picture, a designer's name) spares
 * each of them a request, and costs the others little.
 */
const SMALL_SHARED_PIECE = 1500;

/**
 * A module of the site's own source (not a library, not a bundler's virtual module), or the addresses it shares with
 * the servers (schema/site-addresses.json, which config/paths.ts reads).
 */
const SITE_MODULE = /^[^\0]*[\\/](web[\\/]src[\\/]|schema[\\/]site-addresses\.json$)/;

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
 * The site's small modules that two screens or more share (a name's parts, a card's surface, the route's query
 * helper), with the site's modules they bring along: left to the bundler, each set of them was a chunk of 100–1,400
 * bytes, one more request of a page's start (18 on the detail page). Only pieces that need no library the app does
 * not start with (a form's, a chart's), whose code is small for the number of screens using it
 * (`SMALL_SHARED_PIECE`), and that a screen a visitor can open uses: what only the members' screens share (an
 * editor's guard, the staff's lists) would weigh on every visitor's first page for nothing. Pictures the site's
 * modules import (the default avatar) come along.
 */
function smallSharedPieces(
  graph: Rollup.PluginContext,
  ids: string[],
  app: Set<string>,
  outside: Set<string>,
  membersOnly: RegExp,
): Set<string> {
  // The modules loaded on demand: screens, and parts such as a dialog.
  const screens = ids.filter(
    (id) => SITE_MODULE.test(id) && (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const sharedBy = new Map<string, { screens: number; visitors: number }>();
  for (const screen of screens)
    for (const id of staticClosure(graph, screen)) {
      const count = sharedBy.get(id) ?? { screens: 0, visitors: 0 };
      count.screens += 1;
      if (!membersOnly.test(screen)) count.visitors += 1;
      sharedBy.set(id, count);
    }
  const pieces = new Set<string>();
  for (const [id, count] of sharedBy) {
    if (count.screens < 2 || count.visitors < 1 || !SITE_MODULE.test(id) || app.has(id) || outside.has(id))
      continue;
    const brought = [...staticClosure(graph, id)].filter((dep) => !app.has(dep) && !outside.has(dep));
    if (brought.some((dep) => !SITE_MODULE.test(dep) || !/\.(tsx?|svg)$/.test(dep))) continue;
    const size = brought.reduce((sum, dep) => sum + (graph.getModuleInfo(dep)?.code?.length ?? Infinity), 0);
    if (size <= SMALL_SHARED_PIECE * Math.max(1, count.visitors / 3))
      for (const dep of brought) pieces.add(dep);
  }
  return pieces;
}

/**
 * The site's own modules that the app starts with (decision 031), gathered into one chunk. The app is a dynamic
 * import of the boot script, and the screens dynamic imports of the app: the bundler then splits every module the
 * app shares with a screen into a chunk of its own (ten more chunks of a few hundred bytes on every page, 1.2–1.5 kB
 * more Brotli than when the app was the entry). Gathered, they are one chunk again. The small pieces that screens
 * share (`smallSharedPieces`) join them.
 *
 * `appEntry` is the app's module (its static imports are the app's start); `excluded`, the module that imports it
 * (what that module imports itself stays out, so that it never waits for the app's chunk); `membersOnly`, the
 * screens only a signed-in member reaches. Gives the rolldown `codeSplitting` group's test, which is asked after the
 * module graph is known (`buildEnd`).
 */
export function appChunk({
  appEntry,
  excluded,
  membersOnly,
}: {
  appEntry: RegExp;
  excluded: RegExp;
  membersOnly: RegExp;
}): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  return {
    plugin: {
      name: 'app-chunk',
      apply: 'build',
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const closureOf = (module: RegExp) =>
          staticClosure(
            this,
            ids.find((id) => module.test(id)),
          );
        const outside = closureOf(excluded);
        const app = closureOf(appEntry);
        members.clear();
        // The site's own modules only: libraries keep their chunks (cached across releases), and the bundler's
        // helpers (Vite's preload helper, which the boot script uses too) stay where the bundler puts them.
        for (const id of app) if (SITE_MODULE.test(id) && !outside.has(id)) members.add(id);
        for (const id of smallSharedPieces(this, ids, app, outside, membersOnly)) members.add(id);
      },
    },
    test: (id) => members.has(id),
  };
}
