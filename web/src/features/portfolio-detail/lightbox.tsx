import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { Bar, Box, Caption, Content, Stage, ToolButton, ToolLink, Tools, Turn } from './lightbox-frame';
import { useText } from '../../i18n/use-text';
import { useSiteOrigin } from '../../lib/site-origin';

/** A picture of the work as the page and the lightbox show it. */
export interface WorkPicture {
  key: string;
  url: string;
  /** Its size in pixels; null when not known (stored before sizes were measured). */
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
}

/**
 * A picture of known size fitted into the stage before it loads (no jump as it arrives): as large as the stage
 * allows in its own shape, never past its own width.
 */
function fittedStyle(picture: WorkPicture): CSSProperties | undefined {
  if (!picture.width || !picture.height) return undefined;
  const ratio = picture.width / picture.height;
  return {
    width: `min(100cqw, 100cqh * ${ratio.toFixed(4)}, ${picture.width}px)`,
    aspectRatio: `${picture.width} / ${picture.height}`,
  };
}

/** A horizontal drag longer than this (px) on a touch screen turns to the next or previous picture. */
const SWIPE_PX = 50;

/** The BFF's resized copies of a picture it serves, for the screen's width; none for other pictures. */
function resizedCopies(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || !parsed.pathname.startsWith('/images/') || parsed.search)
      return undefined;
    return [640, 960, 1280].map((width) => `${parsed.pathname}?w=${width} ${width}w`).join(', ');
  } catch {
    return undefined;
  }
}

/**
 * The work's pictures over the page, one at a time, as large as the screen allows: arrows, buttons or a swipe go
 * through them; zoom shows the original file at its full resolution (at least twice the fitted size), moved by
 * scrolling or dragging; Escape or Close returns to the picture it was opened from (the site's `Modal`, a native
 * dialog: focus stays inside and comes back).
 */
export default function Lightbox({
  title,
  pictures,
  index,
  onIndexChange,
  onClose,
}: {
  title: string;
  pictures: readonly WorkPicture[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
}) {
  const text = useText();
  const origin = useSiteOrigin();
  const picture = pictures[index];
  // Zoomed, the picture's width in CSS pixels; each picture opens fitted to the screen.
  const [zoom, setZoom] = useState<{ index: number; width: number } | null>(null);
  const zoomedWidth = zoom?.index === index ? zoom.width : null;
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const many = pictures.length > 1;

  if (!picture) return null;
  const go = (step: number) => onIndexChange((index + step + pictures.length) % pictures.length);

  const toggleZoom = (at?: { x: number; y: number }) => {
    const image = imageRef.current;
    const stage = stageRef.current;
    if (!image || !stage) return;
    if (zoomedWidth !== null) {
      setZoom(null);
      return;
    }
    const fitted = image.getBoundingClientRect();
    const width = Math.max(picture.width ?? image.naturalWidth, Math.round(fitted.width * 2));
    setZoom({ index, width });
    // The point zoomed into stays under the pointer (the middle when zoomed with the button or keyboard).
    const share = at
      ? { x: (at.x - fitted.left) / fitted.width, y: (at.y - fitted.top) / fitted.height }
      : { x: 0.5, y: 0.5 };
    requestAnimationFrame(() => {
      const zoomed = image.getBoundingClientRect();
      stage.scrollLeft = zoomed.width * share.x - stage.clientWidth / 2;
      stage.scrollTop = zoomed.height * share.y - stage.clientHeight / 2;
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipe.current =
      zoomedWidth === null && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !many) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const srcSet = zoomedWidth === null ? resizedCopies(picture.url, origin) : undefined;
  const position = text('detail.lightbox.position', { number: index + 1, total: pictures.length });

  return (
    <Box open label={text('detail.lightbox', { title })} onClose={onClose}>
      <Content onKeyDown={onKeyDown}>
        <Bar>
          <span aria-live="polite">{many ? position : null}</span>
          <Tools>
            <ToolButton type="button" aria-pressed={zoomedWidth !== null} onClick={() => toggleZoom()}>
              {text(zoomedWidth === null ? 'detail.lightbox.zoomIn' : 'detail.lightbox.zoomOut')}
            </ToolButton>
            <ToolLink
              href={picture.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={text('detail.lightbox.originalLabel')}
            >
              {text('detail.lightbox.original')}
            </ToolLink>
            <ToolButton type="button" data-autofocus onClick={onClose}>
              {text('detail.lightbox.close')}
            </ToolButton>
          </Tools>
        </Bar>
        <Stage
          ref={stageRef}
          $zoomed={zoomedWidth !== null}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <img
            key={picture.key}
            ref={imageRef}
            src={picture.url}
            srcSet={srcSet}
            sizes={srcSet ? '100vw' : undefined}
            alt={picture.alt}
            width={picture.width ?? undefined}
            height={picture.height ?? undefined}
            style={
              zoomedWidth !== null
                ? { width: zoomedWidth, maxWidth: 'none', maxHeight: 'none' }
                : fittedStyle(picture)
            }
            onClick={(event) => toggleZoom({ x: event.clientX, y: event.clientY })}
            draggable={false}
          />
        </Stage>
        {many ? (
          <>
            <Turn
              type="button"
              $side="left"
              onClick={() => go(-1)}
              aria-label={text('detail.lightbox.previous')}
            >
              <span aria-hidden="true">‹</span>
            </Turn>
            <Turn type="button" $side="right" onClick={() => go(1)} aria-label={text('detail.lightbox.next')}>
              <span aria-hidden="true">›</span>
            </Turn>
          </>
        ) : null}
        {picture.caption ? <Caption>{picture.caption}</Caption> : null}
      </Content>
    </Box>
  );
}
