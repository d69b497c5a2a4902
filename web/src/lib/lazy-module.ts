import { lazy, type ComponentType } from 'react';

/** The code of the lazy parts the server has asked for, until each has loaded. */
const serverLoads: Promise<unknown>[] = [];

/** Declares the lazy parts one module gives (`part`); they load together, once. */
export interface LazyModule<Module> {
  part<Props extends object>(pick: (module: Module) => ComponentType<Props>): ComponentType<Props>;
}

/**
 * A module whose parts come in a chunk of their own, so that a page does not start with them: a part below the fold
 * that hydrates when seen (`HydrateWhenSeen`), or parts that only some readers see (the member's menus). `load`
 * imports the module.
 *
 * The server renders the parts in full: the module starts loading as soon as the module declaring it is evaluated,
 * and the server waits for every such load (`serverPartsLoaded`) before it renders, after which they render at once.
 * The browser loads the module when it first renders one of its parts; after that, every part of it renders at
 * once. While hydrating the server's page, React keeps a part's server HTML until the code is there; put the part
 * inside a `Suspense` of its own (as `HydrateWhenSeen` does), or everything up to the nearest one waits with it.
 */
export function lazyModule<Module>(load: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  if (import.meta.env.SSR) {
    const serverLoad = start();
    // A module that fails to load fails every render that waits for it (`serverPartsLoaded`), with its error; until
    // the first render it must not end the process as an unhandled rejection.
    serverLoad.catch(() => undefined);
    serverLoads.push(serverLoad);
  }
  return {
    part: <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
      lazy(() => {
        if (loaded === undefined) return start().then((module) => ({ default: pick(module) }));
        const component = pick(loaded);
        // A thenable that answers at once: React renders the part in the same pass instead of suspending.
        return {
          then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
            resolve({ default: component }),
        } as Promise<{ default: ComponentType<Props> }>;
      }),
  };
}

/** Resolves once the server has the code of every lazy module declared so far (`lazyModule`). */
export async function serverPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}
