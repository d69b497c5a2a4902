import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Picture } from '../../components/picture';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';

export const PortfolioGallery_portfolio = graphql(`
  fragment PortfolioGallery_portfolio on Portfolio {
    images {
      id
      caption
      image {
        url
      }
    }
  }
`);

const SubHeading = styled.h2`
  font-size: 1.2rem;
  margin: 40px 0 0;
`;

const Gallery = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  display: grid;
  gap: 20px;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  figure {
    margin: 0;
    background: ${({ theme }) => theme.colors.paper};
    border-radius: ${({ theme }) => theme.radius.medium};
    overflow: hidden;
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  img {
    display: block;
  }
  figcaption {
    padding: 10px 14px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

/** The work's extra images with their captions, two a row from small widths; nothing when there are none. */
export function PortfolioGallery({
  portfolio,
}: {
  portfolio: FragmentType<typeof PortfolioGallery_portfolio>;
}) {
  const text = useText();
  const { images } = getFragmentData(PortfolioGallery_portfolio, portfolio);
  if (images.length === 0) return null;
  return (
    <section>
      <SubHeading>{text('detail.gallery')}</SubHeading>
      <Gallery>
        {images.map((image) => (
          <li key={image.id}>
            <figure>
              <Picture src={image.image.url} alt={image.caption} width={800} height={600} />
              {image.caption ? <figcaption>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </Gallery>
    </section>
  );
}
