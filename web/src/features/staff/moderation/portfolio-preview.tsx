import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../../graphql/generated';
import { Picture } from '../../../components/picture';
import { headingsUnder } from '../../../lib/heading-levels';
import { prose } from '../../../styles/prose';
import { useText } from '../../../i18n/use-text';

export const PortfolioPreview_portfolio = graphql(`
  fragment PortfolioPreview_portfolio on Portfolio {
    title
    brief
    detailHtml
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

/**
 * The content as the public page will show it: title, brief, cover, the sanitised detail and the extra pictures,
 * in that order, under the item's h2.
 */
export function PortfolioPreview({
  portfolio,
}: {
  portfolio: FragmentType<typeof PortfolioPreview_portfolio>;
}) {
  const text = useText();
  const data = getFragmentData(PortfolioPreview_portfolio, portfolio);
  return (
    <Preview>
      <h3>{data.title}</h3>
      {data.brief ? <p className="brief">{data.brief}</p> : null}
      <Figure>
        <Picture
          src={data.cover?.url}
          alt={text('staff.moderation.coverOf', { title: data.title })}
          width={data.cover?.width ?? 1280}
          height={data.cover?.height ?? 960}
          sizes="(min-width: 992px) 760px, calc(100vw - 64px)"
        />
      </Figure>
      {/* detailHtml is sanitised by the BFF, as on the public page. */}
      <Prose dangerouslySetInnerHTML={{ __html: headingsUnder(data.detailHtml, 3) }} />
      {data.images.map((each) => (
        <Figure key={each.id}>
          <Picture
            src={each.image.url}
            alt={each.caption}
            width={each.image.width ?? 1200}
            height={each.image.height ?? 900}
            sizes="(min-width: 992px) 760px, calc(100vw - 64px)"
          />
          {each.caption ? <figcaption>{each.caption}</figcaption> : null}
        </Figure>
      ))}
    </Preview>
  );
}

const Preview = styled.div`
  display: grid;
  gap: 16px;
  max-width: 760px;
  h3 {
    margin: 0;
    font-size: clamp(1.3rem, 1.1rem + 1vw, 1.8rem);
    font-weight: 700;
  }
  .brief {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Figure = styled.figure`
  margin: 0;
  img {
    display: block;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  figcaption {
    margin-top: 6px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Prose = styled.div`
  ${prose}
`;
