import { CombinedGraphQLErrors } from '@apollo/client';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container, PageTitle } from '../../components/layout/container';
import { OutlineButton } from '../../components/button';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';

/** Whether the server refused the query because the member lacks the role (GraphQL `FORBIDDEN`). */
export function isForbidden(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'FORBIDDEN')
  );
}

/** What a member without the role meets on a staff screen: a plain statement, not an error. */
export function StaffOnly({ operators = false }: { operators?: boolean }) {
  const text = useText();
  return (
    <Container>
      <Panel>
        <PageTitle>{text(operators ? 'staff.onlyOperators' : 'staff.onlyStaff')}</PageTitle>
        <p>{text(operators ? 'staff.onlyOperatorsText' : 'staff.onlyStaffText')}</p>
        <OutlineButton as={Link} to={paths.home}>
          {text('staff.backHome')}
        </OutlineButton>
      </Panel>
    </Container>
  );
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
