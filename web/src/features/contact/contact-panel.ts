import styled from 'styled-components';

/** One of the contact page's two white panels (the address, the form). */
export const ContactPanel = styled.section`
  background: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: clamp(16px, 3vw, 32px);
  min-width: 0;
  h2 {
    margin: 0 0 16px;
  }
`;
