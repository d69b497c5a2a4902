import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import { routeQuery, type RouteQuery } from '../../lib/route-queries';
import { lazyModule } from '../../lib/lazy-module';
import { QueryState } from '../../components/status';

/** The cards of the designer's other work and of like work: a chunk of their own, wanted only near the page's end. */
const MoreWork = lazyModule(() => import('./more-work-lists')).part((module) => module.MoreWork);

const PortfolioMoreWorkQuery = graphql(`
  query PortfolioMoreWorkQuery($id: ID!) {
    portfolio(id: $id) {
      id
      ...MoreWork_portfolio
    }
  }
`);

/** The query of `MoreWorkSection`, for the page's `routeQueries`: the server asks it with the page's own. */
export const moreWorkQuery = (id: string): RouteQuery => routeQuery(PortfolioMoreWorkQuery, { id });

/**
 * The designer's other work and like work, read by its own query: below the work, it hydrates only when the reader
 * comes near it (`HydrateWhenSeen`), and its only prop, the portfolio's id, does not change meanwhile (an
 * appreciation changes the page's portfolio, and would have made React drop this part's server HTML). Its cards'
 * code loads then too (`lazyModule`); a page the browser renders itself asks the query meanwhile.
 */
export function MoreWorkSection({ portfolioId }: { portfolioId: string }) {
  const query = useQuery(PortfolioMoreWorkQuery, { variables: { id: portfolioId } });
  const portfolio = query.data?.portfolio;
  return <QueryState query={query}>{portfolio ? <MoreWork portfolio={portfolio} /> : null}</QueryState>;
}
