import { Suspense } from 'react';
import { HydrateWhenSeen } from '../../components/hydrate-when-seen';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, SectionTitle } from '../../components/layout/container';
import { Footer } from '../../components/layout/footer';
import { useHeaderViewer } from '../../components/layout/header-viewer';
import { paths } from '../../config/paths';
import { media } from '../../styles/theme';
import { CategoryTiles } from './category-tiles';
import { FeaturedDesignersList, featuredDesignersQuery } from './featured-designers';
import { LandingHeader } from './landing-header';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';
import { routeQuery, type RouteQueries } from '../../lib/route-queries';

const LandingRouteQuery = graphql(`
  query LandingRouteQuery {
    categories {
      id
      ...CategoryTiles_category
    }
  }
`);

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accentSoft}, #fff7ec 60%, #fff);
  padding: 36px 0 28px;
  ${media.medium} {
    padding: 64px 0 48px;
  }
`;

const HeroGrid = styled(Container)`
  display: grid;
  gap: 28px;
  align-items: center;
  ${media.medium} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 48px;
  }
  h1 {
    margin: 0 0 12px;
    font-size: clamp(1.7rem, 4vw, 2.6rem);
    line-height: 1.25;
  }
  p {
    margin: 0 0 22px;
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: 1.05rem;
  }
`;

const EnterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 26px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 8px 20px rgba(242, 92, 84, 0.3);
  &:hover {
    background: ${({ theme }) => theme.colors.accentDark};
  }
`;

const Designers = styled.section`
  padding: 40px 0 56px;
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const routeQueries: RouteQueries = () => [routeQuery(LandingRouteQuery), featuredDesignersQuery];

/** / and /home: the landing page asking which kind of work the visitor is interested in. */
export default function LandingRoute() {
  const text = useText();
  usePageHead({ title: text('site.tagline'), description: text('landing.intro') });
  const query = useQuery(LandingRouteQuery);
  const { data } = query;
  // Who is signed in comes from the header's own query: the route's answer stays public, shared by every visitor.
  const { viewer } = useHeaderViewer();

  return (
    <>
      {/* Header and hero hydrate apart, each in tasks of its own; what is below when the reader comes near it. */}
      <Suspense>
        <LandingHeader signedIn={Boolean(viewer)} />
      </Suspense>
      <main id="main">
        <Hero>
          <HeroGrid>
            <div>
              <h1>{text('landing.question')}</h1>
              <p>{text('landing.intro')}</p>
              <EnterLink to={paths.home}>{text('landing.enter')} →</EnterLink>
            </div>
            <CategoryTiles categories={data?.categories} />
          </HeroGrid>
        </Hero>
        <HydrateWhenSeen>
          <Designers aria-labelledby="featured-designers">
            <Container>
              <SectionTitle id="featured-designers">{text('landing.designers')}</SectionTitle>
              <p>{text('landing.designersNote')}</p>
              <FeaturedDesignersList />
            </Container>
          </Designers>
        </HydrateWhenSeen>
      </main>
      <HydrateWhenSeen>
        <Footer />
      </HydrateWhenSeen>
    </>
  );
}
