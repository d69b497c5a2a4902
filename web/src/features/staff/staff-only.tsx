import type { ReactElement } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container, PageTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { LoadingOverlay, QueryState, type QueryProgress } from '../../components/status';
import { paths } from '../../config/paths';
import type { StaffRole } from '../../graphql/generated/graphql';
import { useText } from '../../i18n/use-text';

/** Whether the server refused the query because the member lacks the role (GraphQL `FORBIDDEN`). */
export function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'FORBIDDEN')
  );
}

/** The screens only operators use, each named in its refusal. */
export type OperatorScreen = 'enquiries' | 'highlights' | 'collections' | 'pages' | 'auditLog';

/**
 * What a member without the role meets on a staff screen: a plain statement, not an error. An operators-only screen
 * says what it is for (`screen`); the moderation queue says it is for staff.
 */
export function StaffOnly({ screen }: { screen?: OperatorScreen }) {
  const text = useText();
  return (
    <Container>
      <Panel>
        <PageTitle>{text(screen ? 'staff.onlyOperators' : 'staff.onlyStaff')}</PageTitle>
        <p>{text(screen ? `staff.onlyOperatorsText.${screen}` : 'staff.onlyStaffText')}</p>
        <OutlineButton as={Link} to={paths.home}>
          {text('staff.backHome')}
        </OutlineButton>
      </Panel>
    </Container>
  );
}

/** What an operators-only screen's query must hold: who is asking. */
interface OperatorScreenData {
  viewer?: { staffRole?: StaffRole | null } | null;
}

/**
 * Everything an operators-only screen shows before its own content, in one place: loading until the first answer
 * (the server hands over no refusal: the browser asks again), the refusal for a member without the role (whether the
 * server refused the query or, as with public data such as the highlights, the role says so up front, before anything
 * can be edited), a failed load. Answers `blocked` to show instead, else the data.
 */
export function operatorScreen<T extends OperatorScreenData>(
  query: QueryProgress & { data?: T; previousData?: T },
  hydrated: boolean,
  screen: OperatorScreen,
): { data: T; blocked?: undefined } | { data?: undefined; blocked: ReactElement } {
  const data = query.data ?? query.previousData;
  if (!data && !hydrated) return { blocked: <LoadingOverlay /> };
  if (isForbidden(query.error)) return { blocked: <StaffOnly screen={screen} /> };
  if (!data) return { blocked: <QueryState query={query} /> };
  if (data.viewer?.staffRole !== 'OPERATOR') return { blocked: <StaffOnly screen={screen} /> };
  return { data };
}

const Panel = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  h1 {
    margin-top: 0;
    font-size: clamp(1.3rem, 1.1rem + 1vw, 1.8rem);
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 24px;
  }
`;
