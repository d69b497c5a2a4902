import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useText } from '../i18n/use-text';

const Frame = styled.div`
  position: relative;
`;

/** How far a row's first item stands from the row's edge (the rows' own side padding, room for a focus ring). */
export const ROW_INSET = '2px';

/**
 * The part that scrolls; its child (a list, a group) lays its items out in one line, as wide as they need. Its
 * snapping counts the rows' inset, so that where the row starts (scrolled to 0) is already a snap position: else the
 * browser scrolls the row by the inset as the page loads, and Chromium takes that for the reader scrolling and stops
 * measuring the page's largest paint (Lighthouse found no LCP on the pages with a row).
 */
const Viewport = styled.div`
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${ROW_INSET};
  scrollbar-width: thin;
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
`;

const Arrow = styled.button<{ $side: 'back' | 'forward' }>`
  position: absolute;
  top: 50%;
  z-index: 2;
  ${({ $side }) =>
    $side === 'back'
      ? css`
          left: 4px;
        `
      : css`
          right: 4px;
        `}
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: default;
  }
  &[hidden] {
    display: none;
  }
`;

const SLACK_PX = 8;

/** The two buttons, in reading order: back first. */
const ARROWS = [
  { side: 'back', direction: -1, messageId: 'scroller.back', glyph: '‹' },
  { side: 'forward', direction: 1, messageId: 'scroller.forward', glyph: '›' },
] as const;

/** Which ways the viewport can still scroll: none when everything fits. */
interface Room {
  back: boolean;
  forward: boolean;
}

/**
 * A row wider than the page, scrolled sideways by touch, trackpad, keyboard (focus moves along its links) or the
 * previous and next buttons at its ends, which show once the row holds more than fits (after hydration: the server
 * cannot measure) and are named after the row for screen readers. A button that can go no further stays in place,
 * dimmed and `aria-disabled`, so focus is never lost from under the reader.
 */
export function SideScroller({ label, children }: { label: string; children: ReactNode }) {
  const text = useText();
  const viewportId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<Room>({ back: false, forward: false });
  /** Where the last press sent the row, until it gets there. */
  const heading = useRef<number | null>(null);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      // A few pixels (rounding, the row's own padding where snapping puts its first item) are not more to see.
      const back = element.scrollLeft > SLACK_PX;
      const forward = element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK_PX;
      setRoom((now) => (now.back === back && now.forward === forward ? now : { back, forward }));
      if (heading.current !== null && Math.abs(element.scrollLeft - heading.current) < SLACK_PX)
        heading.current = null;
    };
    // The reader took over (a swipe, the wheel, the keyboard in the row): the next press starts from where it is.
    const takenOver = () => {
      heading.current = null;
    };
    const takeOverEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of takeOverEvents) element.addEventListener(type, takenOver, { passive: true });
    element.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes once the browser has laid the page out for its next frame. Measuring here, in
    // the effect, made the browser lay out the half-hydrated page at once, mid-task (106 ms of /homepage's start at
    // 4× CPU, 2026-12-07).
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (!resized) measure();
    resized?.observe(element);
    if (element.firstElementChild) resized?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      for (const type of takeOverEvents) element.removeEventListener(type, takenOver);
      resized?.disconnect();
    };
  }, []);

  /**
   * A page along: forward, the first item not wholly shown becomes the first; back, the items before the first shown
   * fill the row. Counted from where the previous press was sending the row if it is still moving: two quick presses
   * go two pages.
   */
  function step(direction: 1 | -1) {
    const element = viewport.current;
    if (!element) return;
    const frame = element.getBoundingClientRect();
    const items = [...(element.firstElementChild?.children ?? [])].map((item) => {
      const box = item.getBoundingClientRect();
      const start = box.left - frame.left + element.scrollLeft;
      return { start, end: start + box.width };
    });
    const from = heading.current ?? element.scrollLeft;
    const width = element.clientWidth;
    let to: number;
    if (direction === 1) {
      to = items.find((item) => item.end > from + width + 1)?.start ?? Infinity;
    } else {
      const firstShown = items.findIndex((item) => item.start >= from - 1);
      const before = items[firstShown - 1];
      const fill = before ? before.end - width : 0;
      const target = items.find((item) => item.start >= fill - 1);
      to = target && target !== items[0] ? target.start : 0;
    }
    to = Math.min(Math.max(to, 0), element.scrollWidth - width);
    heading.current = to;
    element.scrollTo({ left: to });
  }

  const overflowing = room.back || room.forward;
  return (
    <Frame>
      {ARROWS.map((arrow) => (
        <Arrow
          key={arrow.side}
          type="button"
          $side={arrow.side}
          hidden={!overflowing}
          aria-controls={viewportId}
          aria-disabled={!room[arrow.side]}
          aria-label={text(arrow.messageId, { label })}
          onClick={() => room[arrow.side] && step(arrow.direction)}
        >
          <span aria-hidden="true">{arrow.glyph}</span>
        </Arrow>
      ))}
      <Viewport id={viewportId} ref={viewport}>
        {children}
      </Viewport>
    </Frame>
  );
}
