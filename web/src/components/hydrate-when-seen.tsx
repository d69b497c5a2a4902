import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { createHydrationGate, isStartingUp, type HydrationGate } from '../lib/hydration-gates';
import { sameElements } from '../lib/same-elements';

/** Takes no box of its own: the part lays out as if it were not there. */
const Contents = styled.div`
  display: contents;
`;

/** How far below the screen a part starts hydrating, so that it is ready by the time the reader reaches it. */
const AHEAD = '300px';

/** The gate of a part rendered on the server, or by the browser alone: nothing to wait for. */
const ALWAYS_OPEN: HydrationGate = { isOpen: () => true, opened: Promise.resolve(), open: () => undefined };

const OPENING_EVENTS = ['pointerdown', 'focusin', 'keydown'];

/** Renders its children once the gate is open; until then it suspends, which keeps the server's HTML in place. */
function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (!gate.isOpen()) use(gate.opened);
  return children;
}

/**
 * A part of the page below the fold (the footer, the home page's later sections) that the browser hydrates only
 * when the reader comes near it, touches it or moves the focus into it: starting a page then costs the phone only
 * what is on its screen (decision 031). The server's HTML shows meanwhile, and its links work as plain page loads.
 * Rendered by the browser alone (client navigation) it renders at once.
 *
 * Until its gate opens, nothing from above may change it (React would drop its server HTML): it renders again only
 * when its children differ (`sameElements`), and what changes every part (the language, the address) opens every
 * gate first (`lib/hydration-gates.ts`).
 */
export const HydrateWhenSeen = memo(
  function HydrateWhenSeen({ children }: { children: ReactNode }) {
    const [gate] = useState<HydrationGate>(() => (isStartingUp() ? createHydrationGate() : ALWAYS_OPEN));
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (gate.isOpen() || !element) return;
      const open = () => gate.open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: `${AHEAD} 0px` },
      );
      // Rendered in the browser after all (nothing from the server to keep): there is nothing to wait for.
      if (element.children.length === 0) open();
      for (const part of element.children) observer.observe(part);
      for (const type of OPENING_EVENTS) element.addEventListener(type, open, { capture: true });
      void gate.opened.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        for (const type of OPENING_EVENTS) element.removeEventListener(type, open, { capture: true });
      };
    }, [gate]);
    return (
      <Contents ref={ref}>
        <Suspense>
          <Gated gate={gate}>{children}</Gated>
        </Suspense>
      </Contents>
    );
  },
  (before, after) => sameElements(before.children, after.children),
);
