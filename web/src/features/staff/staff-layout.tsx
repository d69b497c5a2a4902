import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Outlet, useLocation } from 'react-router';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { LoadingOverlay, QueryState } from '../../components/status';
import { useHydrated } from '../../lib/use-hydrated';
import type { StaffContext } from './staff-context';
import { StaffNav } from './staff-nav';
import { StaffOnly } from './staff-only';
import { operatorScreenAt } from './staff-screens';

const StaffLayoutQuery = graphql(`
  query StaffLayoutQuery {
    viewer {
      id
      staffRole
    }
  }
`);

/**
 * The staff's section (issue 16), once above its screens: who is asking and their role, loading until the browser
 * has the answer (the server hands over no refusal), the refusal for a member without the role (or, on an operators'
 * screen, without the operator role, said before anything can be edited), and the staff's navigation. Visitors
 * never get here: the member guard above sends them to sign in.
 */
export default function StaffLayout() {
  const { pathname } = useLocation();
  // Asked each time the section opens: a role granted or taken away since shows at once.
  const query = useQuery(StaffLayoutQuery, { fetchPolicy: 'cache-and-network' });
  const hydrated = useHydrated();
  const [unreadEnquiries, showUnreadEnquiries] = useState<number>();
  const viewer = query.data?.viewer;
  const staffRole = viewer?.staffRole;
  const context = useMemo<StaffContext | null>(
    () => (viewer && staffRole ? { viewer: { id: viewer.id, staffRole }, showUnreadEnquiries } : null),
    [viewer, staffRole],
  );

  if (!query.data && !hydrated) return <LoadingOverlay />;
  if (!query.data) return <QueryState query={query} />;
  const operatorScreen = operatorScreenAt(pathname);
  if (!context || (operatorScreen && context.viewer.staffRole !== 'OPERATOR')) {
    return (
      <Container>
        <StaffOnly screen={operatorScreen} />
      </Container>
    );
  }
  return (
    <Container>
      <StaffNav role={context.viewer.staffRole} unreadEnquiries={unreadEnquiries} />
      <Outlet context={context} />
    </Container>
  );
}
