import styled from 'styled-components';

/** The page's content column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
  font-weight: 700;
  margin: 32px 0 8px;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.2rem, 1.05rem + 0.7vw, 1.6rem);
  font-weight: 700;
`;

/** The line under a page's title saying what the page is for. */
export const PageSubtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A row whose parts go to its two ends and wrap under each other when the screen is too narrow: a heading and its
 * link or count, a form's options.
 */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
`;
