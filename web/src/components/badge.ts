import styled from 'styled-components';

/**
 * A small round-ended label beside a name or a title (a staff role, "new"): as wide as its words, on one line,
 * never stretched by the row or the grid it sits in (doubled class: a screen's rules for its row's spans do not
 * reach its size). Each screen gives it its colours and size of type.
 */
export const Badge = styled.span`
  && {
    display: inline-flex;
    align-items: center;
    flex: none;
    width: max-content;
    max-width: 100%;
    white-space: nowrap;
  }
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
`;
