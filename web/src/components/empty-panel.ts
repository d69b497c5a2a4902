import styled from 'styled-components';
import { media } from '../styles/theme';

/** The dashed panel a member's screen shows when there is nothing yet: a heading, a line and a button to begin. */
export const EmptyPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 48px 20px;
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  text-align: center;
  h2,
  h3 {
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 12px;
    max-width: 440px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.medium} {
    padding: 64px 24px;
  }
`;
