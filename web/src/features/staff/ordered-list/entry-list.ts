import styled from 'styled-components';
import { framedSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';

/** A list of entries, each a picture, its words and its buttons; the screens add how their words look. */
export const EntryList = styled.ol`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    grid-template-columns: 96px 1fr;
    gap: 8px 16px;
    align-items: center;
    ${framedSurface}
    padding: 12px;
    ${media.medium} {
      grid-template-columns: 96px 1fr auto;
    }
  }
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
`;

/** A row of an entry's buttons: under it on a phone, beside it from a tablet. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  grid-column: 1 / -1;
  ${media.medium} {
    grid-column: auto;
  }
`;
