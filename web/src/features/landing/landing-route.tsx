import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container, SectionTitle } from '../../components/layout/container';
import { LoginLink, PhoneDrawer, SiteLogo } from '../../components/layout/header';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { SearchBox } from '../../components/layout/search-box';
import { Footer } from '../../components/layout/footer';
import { Picture } from '../../components/picture';
import { ErrorState, LoadingOverlay } from '../../components/status';
import { paths, routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';

/** Designer pictures above the fold load eagerly. */
const EAGER_DESIGNERS = 4;

const LandingRouteQuery = graphql(`
  query LandingRouteQuery {
    viewer {
      id
    }
    categories {
      id
      icon
      name {
        th
        en
      }
    }
    featuredDesigners {
      id
      hasProfile
      position
      firstName {
        th
        en
      }
      picture {
        url
      }
    }
  }
`);

/** Badge colours by position, so the ten tiles read as a set without image requests. */
const BADGE_COLOURS = [
  '#f25c54',
  '#f7b267',
  '#29335c',
  '#669bbc',
  '#7d5ba6',
  '#2e9e5b',
  '#e4572e',
  '#1d1b3a',
  '#c9423b',
  '#a8c686',
];

const Badge = styled.span<{ $colour: string }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  color: #fff;
  font-size: 1.05rem;
  font-weight: 800;
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const BarRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Desktop = styled.div`
  display: none;
  flex: 1;
  align-items: center;
  justify-content: flex-end;
  gap: 14px;
  ${media.medium} {
    display: flex;
  }
  form {
    flex: 1;
    max-width: 340px;
  }
`;

const TextLink = styled(Link)`
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

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

/** Room for an icon and a two-line name, so every tile (and its placeholder) is the same height. */
const TILE_HEIGHT = '116px';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.large} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: ${TILE_HEIGHT};
    padding: 12px 8px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.paper};
    box-shadow: ${({ theme }) => theme.shadow.card};
    text-decoration: none;
    font-weight: 600;
    font-size: 0.9rem;
    text-align: center;
    transition: transform 0.15s;
  }
  a:hover {
    transform: translateY(-2px);
  }
`;

/** Holds a tile's place while the categories load, so nothing below moves when they arrive. */
const TilePlaceholder = styled.li`
  min-height: ${TILE_HEIGHT};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: rgba(255, 255, 255, 0.55);
`;

/** The landing lists the ten categories of §2. */
const CATEGORY_COUNT = 10;

const Designers = styled.section`
  padding: 40px 0 56px;
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const DesignerGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.small} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.large} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding: 18px 10px;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.paper};
    box-shadow: ${({ theme }) => theme.shadow.card};
    text-decoration: none;
    text-align: center;
  }
  img {
    width: 96px;
    border-radius: 50%;
  }
  strong {
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    overflow-wrap: anywhere;
  }
`;

/** The landing page's own header: logo, login and register (hidden when signed in), search, TH/EN; a drawer on phones. */
function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const login = intl.formatMessage({ id: 'nav.login' });
  const register = intl.formatMessage({ id: 'nav.register' });
  return (
    <Bar>
      <BarRow>
        <SiteLogo />
        <Desktop>
          <SearchBox />
          <LanguageSwitch />
          {signedIn ? null : (
            <>
              <TextLink to={paths.register}>{register}</TextLink>
              <LoginLink to={paths.login}>{login}</LoginLink>
            </>
          )}
        </Desktop>
        {/* From medium widths the landing's bar has room for every link. */}
        <PhoneDrawer
          label={intl.formatMessage({ id: 'landing.drawer' })}
          open={drawerOpen}
          onOpen={() => setDrawerOpen(true)}
          onClose={() => setDrawerOpen(false)}
          hideFrom="medium"
        >
          <SearchBox />
          <LanguageSwitch />
          {signedIn ? null : (
            <>
              <LoginLink to={paths.login}>{login}</LoginLink>
              <TextLink to={paths.register}>{register}</TextLink>
            </>
          )}
        </PhoneDrawer>
      </BarRow>
    </Bar>
  );
}

/** / and /home: the landing page asking which kind of work the visitor is interested in. */
export default function LandingRoute() {
  const intl = useIntl();
  const localized = useLocalized();
  const { data, loading, error, refetch } = useQuery(LandingRouteQuery);
  const unknown = intl.formatMessage({ id: 'common.unknown' });

  return (
    <>
      <LandingHeader signedIn={Boolean(data?.viewer)} />
      <main id="main">
        <Hero>
          <HeroGrid>
            <div>
              <h1>{intl.formatMessage({ id: 'landing.question' })}</h1>
              <p>{intl.formatMessage({ id: 'landing.intro' })}</p>
              <EnterLink to={paths.home}>{intl.formatMessage({ id: 'landing.enter' })} →</EnterLink>
            </div>
            <nav aria-label={intl.formatMessage({ id: 'landing.categories' })}>
              <Tiles>
                {data
                  ? null
                  : Array.from({ length: CATEGORY_COUNT }, (_, index) => (
                      <TilePlaceholder key={index} aria-hidden="true" />
                    ))}
                {(data?.categories ?? []).map((category, index) => (
                  <li key={category.id}>
                    <Link to={routeTo.categoryList(category.id)}>
                      <Badge aria-hidden $colour={BADGE_COLOURS[index % BADGE_COLOURS.length] ?? '#1d1b3a'}>
                        {Array.from(category.name.en.trim())[0]?.toUpperCase() ?? '•'}
                      </Badge>
                      {localized(category.name)}
                    </Link>
                  </li>
                ))}
              </Tiles>
            </nav>
          </HeroGrid>
        </Hero>
        <Designers aria-labelledby="featured-designers">
          <Container>
            <SectionTitle id="featured-designers">
              {intl.formatMessage({ id: 'landing.designers' })}
            </SectionTitle>
            <p>{intl.formatMessage({ id: 'landing.designersNote' })}</p>
            {loading && !data ? <LoadingOverlay /> : null}
            {error && !data ? <ErrorState onRetry={() => void refetch()} /> : null}
            <DesignerGrid>
              {(data?.featuredDesigners ?? []).map((designer, index) => {
                // The Thai first name, or "unknown" (§2).
                const name = designer.firstName.th.trim() || unknown;
                const position = designer.hasProfile === false ? unknown : designer.position?.trim() || '-';
                return (
                  <li key={designer.id}>
                    <Link to={routeTo.designer(designer.id)}>
                      <Picture
                        src={designer.picture?.url}
                        alt=""
                        width={96}
                        height={96}
                        kind="avatar"
                        eager={index < EAGER_DESIGNERS}
                      />
                      <strong lang="th">{name}</strong>
                      <small>{position}</small>
                    </Link>
                  </li>
                );
              })}
            </DesignerGrid>
          </Container>
        </Designers>
      </main>
      <Footer />
    </>
  );
}
