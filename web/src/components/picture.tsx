import styled from 'styled-components';
import defaultCover from '../assets/default-cover.svg';
import defaultAvatar from '../assets/default-avatar.svg';

interface PictureProps {
  /** The image URL; null or empty shows the default picture. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Images above the fold load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  kind?: 'cover' | 'avatar';
  className?: string;
}

const Img = styled.img`
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.line};
`;

/** An image with its size always set (no layout shift), lazy below the fold, and a default when there is none. */
export function Picture({ src, alt, width, height, eager = false, kind = 'cover', className }: PictureProps) {
  const fallback = kind === 'avatar' ? defaultAvatar : defaultCover;
  return (
    <Img
      className={className}
      src={src || fallback}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
      onError={(event) => {
        if (event.currentTarget.src !== new URL(fallback, window.location.href).href)
          event.currentTarget.src = fallback;
      }}
    />
  );
}
