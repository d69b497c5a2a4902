import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Picture } from '../../components/picture';
import { useText } from '../../i18n/use-text';
import type { WorkPicture } from './lightbox';

// The lightbox's code comes when a picture is first opened: most readers only scroll.
const Lightbox = lazy(() => import('./lightbox'));

export const PortfolioPictures_portfolio = graphql(`
  fragment PortfolioPictures_portfolio on Portfolio {
    title
    cover {
      url
      width
      height
    }
    images {
      id
      caption
      image {
        url
        width
        height
      }
    }
  }
`);

/** The frame of a picture whose size is not known (stored before sizes were measured): it shows whole inside. */
const UNKNOWN_SIZE = { width: 1200, height: 900 };

/** How wide the pictures show: the article's column beside the 300 px side column, or the whole phone. */
const COLUMN_SIZES = '(min-width: 1240px) 880px, (min-width: 992px) calc(100vw - 380px), calc(100vw - 32px)';

const Frame = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: zoom-in;
  img {
    display: block;
    /* Its box has the picture's own shape; one whose size is unknown shows whole in a 4:3 frame. */
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }
`;

const Cover = styled.div`
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  ${Frame} {
    border-radius: ${({ theme }) => theme.radius.large};
  }
  > img {
    display: block;
  }
`;

const SubHeading = styled.h2`
  font-size: 1.2rem;
  margin: 40px 0 0;
`;

const Stack = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  display: grid;
  gap: 28px;
  figure {
    margin: 0;
  }
  figcaption {
    padding: 10px 2px 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;

/** One picture of the work at the column's width in its own shape, opening the lightbox. */
function FramedPicture({
  picture,
  priority = false,
  onOpen,
}: {
  picture: WorkPicture;
  priority?: boolean;
  onOpen(): void;
}) {
  const text = useText();
  const size =
    picture.width && picture.height ? { width: picture.width, height: picture.height } : UNKNOWN_SIZE;
  return (
    <Frame type="button" aria-label={text('detail.enlarge', { name: picture.alt })} onClick={onOpen}>
      <Picture
        src={picture.url}
        alt={picture.alt}
        width={size.width}
        height={size.height}
        sizes={COLUMN_SIZES}
        priority={priority}
      />
    </Frame>
  );
}

/**
 * The work's pictures: the cover, then (`children`, the designer's text) and the extra images stacked at full width,
 * each in its own shape; any opens the lightbox, which goes through all of them.
 */
export function PortfolioPictures({
  portfolio,
  children,
}: {
  portfolio: FragmentType<typeof PortfolioPictures_portfolio>;
  children?: ReactNode;
}) {
  const text = useText();
  const data = getFragmentData(PortfolioPictures_portfolio, portfolio);
  const [opened, setOpened] = useState<number | null>(null);

  const cover: WorkPicture | null = data.cover
    ? { key: 'cover', ...data.cover, alt: data.title, caption: '' }
    : null;
  const extras: WorkPicture[] = data.images.map((image, index) => ({
    key: image.id,
    ...image.image,
    alt: image.caption || text('detail.image', { number: index + 1, title: data.title }),
    caption: image.caption,
  }));
  const pictures = cover ? [cover, ...extras] : extras;
  const offset = cover ? 1 : 0;

  return (
    <>
      {cover ? (
        <Cover>
          <FramedPicture picture={cover} priority onOpen={() => setOpened(0)} />
        </Cover>
      ) : (
        // The default cover, as everywhere a work has none: nothing to enlarge.
        <Cover>
          <Picture src={null} alt={data.title} width={1200} height={800} priority />
        </Cover>
      )}
      {children}
      {extras.length > 0 ? (
        <section aria-labelledby="detail-gallery">
          <SubHeading id="detail-gallery">{text('detail.gallery')}</SubHeading>
          <Stack>
            {extras.map((picture, index) => (
              <li key={picture.key}>
                <figure>
                  <FramedPicture picture={picture} onOpen={() => setOpened(index + offset)} />
                  {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </Stack>
        </section>
      ) : null}
      {opened !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            title={data.title}
            pictures={pictures}
            index={Math.min(opened, pictures.length - 1)}
            onIndexChange={setOpened}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
