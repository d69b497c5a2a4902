/** What a reader does inside a part of the page that shows they have come to it. */
const REACHING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `reach` once the reader comes to a part of the page: one of the `seen` elements comes on the screen (as
 * `seenBy` measures it: a margin ahead of the screen, or the share of the element shown), or the reader touches,
 * focuses or presses a key inside `touched`. It may be called more than once. Answers the function that stops
 * watching.
 */
export function whenReached({
  seen,
  seenBy,
  touched,
  reach,
}: {
  seen: Iterable<Element>;
  seenBy: IntersectionObserverInit;
  touched: Element;
  reach: () => void;
}): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) reach();
  }, seenBy);
  for (const element of seen) observer.observe(element);
  for (const type of REACHING_EVENTS) touched.addEventListener(type, reach, { capture: true });
  return () => {
    observer.disconnect();
    for (const type of REACHING_EVENTS) touched.removeEventListener(type, reach, { capture: true });
  };
}
