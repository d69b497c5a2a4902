import type { ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { PageTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { QueryState, type QueryProgress } from '../../components/status';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { framedSurface } from '../../styles/surface';
import { operatorScreenAt, type OperatorScreen } from './staff-screens';

/** Whether the server refused the query because the member lacks the role (GraphQL `FORBIDDEN`). */
function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'FORBIDDEN')
  );
}

/**
 * What a member without the role meets on a staff screen: a plain statement, not an error. An operators-only screen
 * says what it is for (`screen`); the moderation queue says it is for staff.
 */
export function StaffOnly({ screen }: { screen?: OperatorScreen }) {
  const text = useText();
  return (
    <Panel>
      <PageTitle>{text(screen ? 'staff.onlyOperators' : 'staff.onlyStaff')}</PageTitle>
      <p>{text(screen ? `staff.onlyOperatorsText.${screen}` : 'staff.onlyStaffText')}</p>
      <OutlineButton as={Link} to={paths.home}>
        {text('staff.backHome')}
      </OutlineButton>
    </Panel>
  );
}

/**
 * A staff screen's own data states: those of every page (`QueryState`), and the refusal when the server refused the
 * query after all (the role was taken away since the layout checked it).
 */
export function StaffQueryState({ query, children }: { query: QueryProgress; children?: ReactNode }) {
  const { pathname } = useLocation();
  if (isForbidden(query.error)) return <StaffOnly screen={operatorScreenAt(pathname)} />;
  return <QueryState query={query}>{children}</QueryState>;
}

const Panel = styled.section`
  ${framedSurface}
  border-radius: ${({ theme }) => theme.radius.large};
  max-width: 640px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  h1 {
    margin-top: 0;
    font-size: clamp(1.3rem, 1.1rem + 1vw, 1.8rem);
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 24px;
  }
`;
