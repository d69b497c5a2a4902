import styled from 'styled-components';
import defaultCover from '../assets/default-cover.svg';
import defaultAvatar from '../assets/default-avatar.svg';
import { useSiteOrigin } from '../lib/site-origin';

interface PictureProps {
  /** The image URL; null or empty shows the default picture. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Images above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  /**
   * The page's largest picture (its LCP): eager and fetched before the other pictures, straight from the server's
   * HTML. One per page.
   */
  priority?: boolean;
  kind?: 'cover' | 'avatar';
  /** How wide the image shows, for the browser to pick a copy (`sizes`); defaults to `width` at most. */
  sizes?: string;
  className?: string;
}

/** The widths the BFF resizes to (`/images/…?w=`, see the README's integrator notes). */
const RESIZED_WIDTHS = [160, 320, 480, 640, 960, 1280];

/** Copies of a BFF image at each width, for `srcset`; none for other images (defaults, other hosts, data URLs). */
function resizedCopies(src: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/images/') || url.search) return undefined;
  return RESIZED_WIDTHS.map((width) => `${url.pathname}?w=${width} ${width}w`).join(', ');
}

const Img = styled.img`
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.line};
`;

/**
 * An image with its size always set (no layout shift), lazy below the fold, a default when there is none, and
 * resized copies for the browser to choose from when the BFF serves it.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  kind = 'cover',
  sizes,
  className,
}: PictureProps) {
  const fallback = kind === 'avatar' ? defaultAvatar : defaultCover;
  const origin = useSiteOrigin();
  const srcSet = src ? resizedCopies(src, origin) : undefined;
  return (
    <Img
      className={className}
      src={src || fallback}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      style={{ aspectRatio: `${width} / ${height}` }}
      onError={(event) => {
        if (event.currentTarget.src !== new URL(fallback, window.location.href).href) {
          event.currentTarget.srcset = '';
          event.currentTarget.src = fallback;
        }
      }}
    />
  );
}
