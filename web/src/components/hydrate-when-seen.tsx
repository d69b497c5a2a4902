import {
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { createHydrationGate, isStartingUp, type HydrationGate } from '../lib/hydration-gates';
import { sameElements } from '../lib/same-elements';
import { whenReached } from '../lib/when-reached';
import { useLocale } from '../i18n/locale';

/** Takes no box of its own: the part lays out as if it were not there. */
const Contents = styled.div`
  display: contents;
`;

/** How far below the screen a part starts hydrating, so that it is ready by the time the reader reaches it. */
const AHEAD = '300px';

/** The gate of a part rendered on the server, or by the browser alone: nothing to wait for. */
const ALWAYS_OPEN: HydrationGate = { isOpen: () => true, opened: Promise.resolve(), open: () => undefined };

/** A part's gate: closed while the page the server rendered is hydrating, else open from the start. */
function usePartGate(): HydrationGate {
  const [gate] = useState<HydrationGate>(() => (isStartingUp() ? createHydrationGate() : ALWAYS_OPEN));
  return gate;
}

/**
 * Renders its children once the gate is open; until then it suspends, which keeps the server's HTML in place. It
 * throws the gate's promise rather than calling `use()`: React replays a part whose promise resolved during the same
 * render, and `use()` then would be called on one pass and not on the other.
 */
function Gated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  if (!gate.isOpen()) throw gate.opened;
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
    const gate = usePartGate();
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (gate.isOpen() || !element) return;
      const open = () => gate.open();
      // Rendered in the browser after all (nothing from the server to keep): there is nothing to wait for.
      if (element.children.length === 0) open();
      const stop = whenReached({
        seen: element.children,
        seenBy: { rootMargin: `${AHEAD} 0px` },
        touched: element,
        reach: open,
      });
      void gate.opened.then(stop);
      return stop;
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

/**
 * Where a click on a link of a part that was never hydrated leads within the site, or null when the browser should
 * follow it itself (another site, a new tab or window, a download, a modified or handled click).
 */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Renders nothing; tells once the part it closes has hydrated (its effect runs after theirs). */
function Hydrated({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}

/**
 * A part of the page a reader uses only through its links (a grid of cards, a row of tiles, a list): the browser
 * keeps the server's HTML and never hydrates it while the page lasts, so starting the page costs nothing for it
 * (issue 44). A click on one of its links still navigates within the app (this part routes it).
 *
 * When what it shows changes (more cards, a count updated in the cache, the reader's language), the browser draws it
 * anew, in one step (never empty meanwhile), and it is an ordinary part from then on, as it is when the browser renders
 * the page itself (client navigation). It is not hydrated first: hydrated under the new language, the server's text
 * would not match.
 *
 * It renders into `as` (a list's `ul`, so that its items stay its children), by default a box of no layout.
 */
export function StaticPart({ as = Contents, children }: { as?: ElementType; children: ReactNode }) {
  const Wrapper = as;
  const { locale } = useLocale();
  const gate = usePartGate();
  // What the server rendered, in which language: kept until something changes.
  const [first] = useState(() => ({ children, locale }));
  const [hydrated, setHydrated] = useState(false);
  const [redrawn, setRedrawn] = useState(false);
  if (!redrawn && (locale !== first.locale || !sameElements(children, first.children))) setRedrawn(true);
  const kept = !redrawn && !hydrated;
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!kept || !element) return;
    // Heard on the way down, before React's own listener on the root, which stops a click inside a part it has not
    // hydrated from going further (and so from reaching anything on the part itself).
    const follow = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      void navigate(target);
    };
    document.addEventListener('click', follow, { capture: true });
    return () => document.removeEventListener('click', follow, { capture: true });
  }, [kept, navigate]);
  // The same element until something changes, so that React leaves the server's HTML alone.
  const server = useMemo(
    () => (
      <Suspense>
        <Gated gate={gate}>
          {first.children}
          <Hydrated onHydrated={setHydrated} />
        </Gated>
      </Suspense>
    ),
    [gate, first],
  );
  return <Wrapper ref={ref}>{redrawn ? children : server}</Wrapper>;
}
