import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { whenReached } from '../../lib/when-reached';
import { EditorPlaceholder } from './editor-placeholder';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap is the heaviest part of any screen that has it (its chunk is 410 kB): it loads on its own.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** How much of the editor's box must be on the screen for it to load before the reader touches the form. */
const SEEN_FRACTION = 0.25;

/**
 * Whether the reader has come to the part: a quarter of it is on the screen, or they have touched, pressed a key in
 * or moved the focus into its form (the editor is then ready by the time they reach it). Without
 * IntersectionObserver, at once.
 */
function useReached(ref: RefObject<HTMLElement | null>): boolean {
  const [reached, setReached] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return;
    return whenReached({
      seen: [element],
      seenBy: { threshold: SEEN_FRACTION },
      touched: element.closest('form') ?? element,
      reach: () => setReached(true),
    });
  }, [reached, ref]);
  return reached;
}

/**
 * The rich-text editor of a form, loaded once the page has started and the reader has come to it (`useReached`): a
 * phone that opens a form with the editor below the fold starts without it (decision 043). Until then, and while its
 * chunk arrives, a placeholder of its size holds its place.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  const placeholder = useRef<HTMLDivElement>(null);
  const reached = useReached(placeholder);
  if (!hydrated || !reached) return <EditorPlaceholder ref={placeholder} aria-hidden="true" />;
  return (
    <Suspense fallback={<EditorPlaceholder aria-hidden="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
