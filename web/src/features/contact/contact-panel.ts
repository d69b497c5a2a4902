import styled from 'styled-components';
import { panelSurface } from '../../styles/surface';

/** One of the contact page's two white panels (the address, the form). */
export const ContactPanel = styled.section`
  ${panelSurface}
  padding: clamp(16px, 3vw, 32px);
  min-width: 0;
  h2 {
    margin: 0 0 16px;
  }
`;
