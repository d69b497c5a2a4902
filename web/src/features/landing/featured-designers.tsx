import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/status';
import { routeQuery } from '../../lib/route-queries';
import { Link } from 'react-router';
import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import { Picture } from '../../components/picture';
import { routeTo } from '../../config/paths';
import { TileGrid } from './tile-grid';
import { useText } from '../../i18n/use-text';

export const FeaturedDesigners_designer = graphql(`
  fragment FeaturedDesigners_designer on Designer {
    id
    hasProfile
    position
    firstName {
      th
    }
    picture {
      url
    }
  }
`);

/** Designer pictures above the fold load eagerly. */
const EAGER_DESIGNERS = 4;

const Grid = styled(TileGrid)`
  gap: 16px;
  a {
    gap: 8px;
    padding: 18px 10px;
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

/** The featured designers' tiles: picture, Thai first name and position, each opening the designer's page. */
function FeaturedDesigners({
  designers,
}: {
  designers: readonly FragmentType<typeof FeaturedDesigners_designer>[];
}) {
  const text = useText();
  const unknown = text('common.unknown');
  return (
    <Grid $columns={6}>
      {getFragmentData(FeaturedDesigners_designer, designers).map((designer, index) => {
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
    </Grid>
  );
}

const LandingDesignersQuery = graphql(`
  query LandingDesignersQuery {
    featuredDesigners {
      id
      ...FeaturedDesigners_designer
    }
  }
`);

/** The list's query, for the landing page's `routeQueries`. */
export const featuredDesignersQuery = routeQuery(LandingDesignersQuery);

/**
 * The featured designers, read by their own query: the list is below a phone's first screen and hydrates on its own
 * (`HydrateWhenSeen`), so starting the landing page reads only its first screen's data.
 */
export function FeaturedDesignersList() {
  const query = useQuery(LandingDesignersQuery);
  return (
    <QueryState query={query}>
      <FeaturedDesigners designers={query.data?.featuredDesigners ?? []} />
    </QueryState>
  );
}
