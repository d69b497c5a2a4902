import { css } from 'styled-components';

/** A row of things that wraps onto more lines on a narrow screen, each line's things centred across it. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;
