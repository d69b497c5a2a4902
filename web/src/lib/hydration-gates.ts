/**
 * The gates of the parts of a page that hydrate only when the reader comes near them
 * (`components/hydrate-when-seen.tsx`). A part whose gate is still closed keeps the server's HTML; if anything
 * from above it changed before its gate opened (a language switch, a navigation), React would throw that HTML away
 * and show the part empty, so such changes open every gate first (`openEveryGate`).
 */
export interface HydrationGate {
  isOpen(): boolean;
  /** Resolves once the gate is open: what a closed part waits on. */
  readonly opened: Promise<void>;
  open(): void;
}

const closed = new Set<HydrationGate>();

/** True while the browser hydrates the page the server rendered: the only time a part has server HTML to keep. */
let startingUp = false;

/** Called by the browser before it hydrates the server's page: parts rendered from now on wait for their gates. */
export function startHydration(): void {
  startingUp = true;
}

/** Whether the parts rendered now may wait for their gate (they are hydrating the server's page). */
export function isStartingUp(): boolean {
  return startingUp;
}

/** A gate, closed until `open()` (or `openEveryGate()`). */
export function createHydrationGate(): HydrationGate {
  let isOpen = false;
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: HydrationGate = {
    isOpen: () => isOpen,
    opened,
    open() {
      if (isOpen) return;
      isOpen = true;
      closed.delete(gate);
      resolve();
    },
  };
  closed.add(gate);
  return gate;
}

/**
 * Opens every gate still closed, and ends the start: called before any change that could reach a part not yet
 * hydrated (a language switch, the first navigation).
 */
export function openEveryGate(): void {
  startingUp = false;
  for (const gate of [...closed]) gate.open();
}
