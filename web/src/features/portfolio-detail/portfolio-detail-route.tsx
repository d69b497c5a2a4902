import { useEffect, useRef } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { EmptyState, ErrorState, LoadingOverlay } from '../../components/status';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';

const PortfolioDetailRouteQuery = graphql(`
  query PortfolioDetailRouteQuery($id: ID!) {
    portfolio(id: $id) {
      id
      title
      brief
      detailHtml
      viewCount
      publishedAt
      createdAt
      shareUrl
      cover {
        url
      }
      images {
        id
        caption
        image {
          url
        }
      }
      category {
        id
        name {
          th
          en
        }
      }
      subcategory {
        id
        name {
          th
          en
        }
      }
      tags {
        id
        name
        type
      }
      designer {
        id
        firstName {
          th
          en
        }
        lastName {
          th
          en
        }
        position
        picture {
          url
        }
      }
    }
  }
`);

const RecordPortfolioViewMutation = graphql(`
  mutation RecordPortfolioViewMutation($id: ID!) {
    recordPortfolioView(id: $id) {
      viewCount
      errors {
        message
      }
    }
  }
`);

const Layout = styled.div`
  display: grid;
  gap: 32px;
  margin: 32px 0 48px;
  ${media.large} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Title = styled.h1`
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.4rem);
  font-weight: 700;
  margin: 8px 0 12px;
  overflow-wrap: anywhere;
`;

const Breadcrumb = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  span + span::before {
    content: '›';
    margin-right: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Brief = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.inkSoft};
  margin: 0 0 24px;
  overflow-wrap: anywhere;
`;

const Cover = styled.div`
  border-radius: ${({ theme }) => theme.radius.large};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    display: block;
  }
`;

const Prose = styled.div`
  margin: 32px 0;
  line-height: 1.75;
  font-size: 1rem;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.ink};
  img,
  video,
  iframe {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  h2,
  h3,
  h4 {
    margin: 1.6em 0 0.6em;
    line-height: 1.3;
  }
  p {
    margin: 0 0 1em;
  }
  a {
    color: ${({ theme }) => theme.colors.accentDark};
  }
  blockquote {
    margin: 1.2em 0;
    padding: 0.4em 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    border-radius: 0 ${({ theme }) => theme.radius.small} ${({ theme }) => theme.radius.small} 0;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
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

const SubHeading = styled.h2`
  font-size: 1.2rem;
  margin: 40px 0 0;
`;

const Aside = styled.aside`
  display: grid;
  gap: 16px;
  ${media.large} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }
`;

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: 18px;
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 10px;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 12px;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const DesignerLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  text-decoration: none;
  color: inherit;
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Avatar = styled.div`
  width: 56px;
  height: 56px;
  flex: 0 0 56px;
  border-radius: 50%;
  overflow: hidden;
  img {
    height: 56px;
  }
`;

const TagList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 5px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.canvas};
    text-decoration: none;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  a.award {
    background: ${({ theme }) => theme.colors.gold};
    border-color: transparent;
    font-weight: 700;
  }
`;

const ShareLinks = styled.div`
  display: flex;
  gap: 8px;
  a {
    flex: 1;
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    font-size: 0.9rem;
  }
  .facebook {
    background: #1877f2;
  }
  .twitter {
    background: #1d1b3a;
  }
`;

/** Records one view per portfolio opened; the ref keeps StrictMode's second effect from counting twice. */
function useRecordView(id: string) {
  const [record] = useMutation(RecordPortfolioViewMutation);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!id || recorded.current === id) return;
    recorded.current = id;
    record({ variables: { id } }).catch(() => {
      // A lost view is not worth bothering the visitor with.
    });
  }, [id, record]);
}

/** /detail-portfolio?id=: one portfolio with its rich text, images, tags, designer and share links. */
export default function PortfolioDetailRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const { data, loading, error, refetch } = useQuery(PortfolioDetailRouteQuery, {
    variables: { id },
    skip: !id,
  });
  useRecordView(id);

  if (!id) return <EmptyState messageId="common.notFound" />;
  if (loading && !data) return <LoadingOverlay />;
  if (error && !data) return <ErrorState onRetry={() => void refetch()} />;
  const portfolio = data?.portfolio;
  if (!portfolio) return <EmptyState messageId="common.notFound" />;

  const designerName =
    `${localized(portfolio.designer.firstName)} ${localized(portfolio.designer.lastName)}`.trim();
  const normalTags = portfolio.tags.filter((tag) => tag.type !== 'AWARD');
  const awardTags = portfolio.tags.filter((tag) => tag.type === 'AWARD');
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(portfolio.shareUrl)}`;
  const twitter = `https://twitter.com/intent/tweet?url=${encodeURIComponent(portfolio.shareUrl)}&text=${encodeURIComponent(portfolio.title)}`;
  const date = portfolio.publishedAt ?? portfolio.createdAt;

  return (
    <Container>
      <Layout>
        <article>
          <Breadcrumb>
            {portfolio.category ? <span>{localized(portfolio.category.name)}</span> : null}
            {portfolio.subcategory ? <span>{localized(portfolio.subcategory.name)}</span> : null}
          </Breadcrumb>
          <Title>{portfolio.title}</Title>
          {portfolio.brief ? <Brief>{portfolio.brief}</Brief> : null}
          <Cover>
            <Picture src={portfolio.cover?.url} alt={portfolio.title} width={1200} height={800} eager />
          </Cover>
          {/* detailHtml is sanitised by the BFF. */}
          <Prose dangerouslySetInnerHTML={{ __html: portfolio.detailHtml }} />
          {portfolio.images.length > 0 ? (
            <section>
              <SubHeading>{intl.formatMessage({ id: 'detail.gallery' })}</SubHeading>
              <Gallery>
                {portfolio.images.map((image) => (
                  <li key={image.id}>
                    <figure>
                      <Picture src={image.image.url} alt={image.caption} width={800} height={600} />
                      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
                    </figure>
                  </li>
                ))}
              </Gallery>
            </section>
          ) : null}
        </article>
        <Aside>
          <Panel aria-labelledby="detail-designer">
            <h2 id="detail-designer">{intl.formatMessage({ id: 'detail.designer' })}</h2>
            <DesignerLink to={routeTo.designer(portfolio.designer.id)}>
              <Avatar>
                <Picture
                  src={portfolio.designer.picture?.url}
                  alt={intl.formatMessage({ id: 'detail.designerPicture' }, { name: designerName })}
                  width={56}
                  height={56}
                  kind="avatar"
                />
              </Avatar>
              <span>
                <strong>{designerName}</strong>
                {portfolio.designer.position ? <small>{portfolio.designer.position}</small> : null}
              </span>
            </DesignerLink>
          </Panel>
          <Panel>
            <dl>
              <dt>{intl.formatMessage({ id: 'detail.published' })}</dt>
              <dd>
                <FormattedDate value={date} year="numeric" month="long" day="numeric" />
              </dd>
              {portfolio.category ? (
                <>
                  <dt>{intl.formatMessage({ id: 'detail.category' })}</dt>
                  <dd>
                    {localized(portfolio.category.name)}
                    {portfolio.subcategory ? ` / ${localized(portfolio.subcategory.name)}` : ''}
                  </dd>
                </>
              ) : null}
              <dt>{intl.formatMessage({ id: 'detail.views' })}</dt>
              <dd>{intl.formatMessage({ id: 'common.views' }, { count: portfolio.viewCount })}</dd>
            </dl>
          </Panel>
          {awardTags.length > 0 ? (
            <Panel aria-labelledby="detail-awards">
              <h2 id="detail-awards">{intl.formatMessage({ id: 'detail.awards' })}</h2>
              <TagList>
                {awardTags.map((tag) => (
                  <li key={tag.id}>
                    <Link className="award" to={routeTo.tag(tag.name)}>
                      🏆 {tag.name}
                    </Link>
                  </li>
                ))}
              </TagList>
            </Panel>
          ) : null}
          {normalTags.length > 0 ? (
            <Panel aria-labelledby="detail-tags">
              <h2 id="detail-tags">{intl.formatMessage({ id: 'detail.tags' })}</h2>
              <TagList>
                {normalTags.map((tag) => (
                  <li key={tag.id}>
                    <Link to={routeTo.tag(tag.name)}>#{tag.name}</Link>
                  </li>
                ))}
              </TagList>
            </Panel>
          ) : null}
          <Panel aria-labelledby="detail-share">
            <h2 id="detail-share">{intl.formatMessage({ id: 'detail.share' })}</h2>
            <ShareLinks>
              <a
                className="facebook"
                href={facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: 'detail.shareFacebook' })}
              >
                {intl.formatMessage({ id: 'detail.facebook' })}
              </a>
              <a
                className="twitter"
                href={twitter}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: 'detail.shareTwitter' })}
              >
                {intl.formatMessage({ id: 'detail.twitter' })}
              </a>
            </ShareLinks>
          </Panel>
        </Aside>
      </Layout>
    </Container>
  );
}
