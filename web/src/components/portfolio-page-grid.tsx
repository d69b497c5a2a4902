import styled from 'styled-components';
import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';
import type { MessageId } from '../i18n/catalog';
import { Pagination } from './pagination';
import { PortfolioCardGrid } from './portfolio-card';
import { EmptyState } from './status';
import { useText } from '../i18n/use-text';

export const PortfolioPageGrid_page = graphql(`
  fragment PortfolioPageGrid_page on PortfolioPage {
    items {
      id
      ...PortfolioCard_portfolio
    }
    pageInfo {
      page
      lastPage
      total
    }
  }
`);

const Count = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * One page of a page-numbered list of portfolios (a tag, a search, a designer): how many there are in all (with
 * `countMessageId`, whose `{count}` is the total), the cards, and the page numbers under them. A page without
 * portfolios says `emptyMessageId` ('ยังไม่มีผลงาน' unless told otherwise; null says nothing).
 */
export function PortfolioPageGrid({
  portfolios,
  page,
  onPageChange,
  countMessageId,
  emptyMessageId = 'common.noData',
}: {
  portfolios: FragmentType<typeof PortfolioPageGrid_page>;
  /** The page asked for (the address's), which the page numbers mark. */
  page: number;
  onPageChange(page: number): void;
  countMessageId?: MessageId;
  emptyMessageId?: MessageId | null;
}) {
  const text = useText();
  const { items, pageInfo } = getFragmentData(PortfolioPageGrid_page, portfolios);
  return (
    <>
      {countMessageId && items.length > 0 ? (
        <Count>{text(countMessageId, { count: pageInfo.total })}</Count>
      ) : null}
      {items.length === 0 && emptyMessageId ? <EmptyState messageId={emptyMessageId} /> : null}
      <PortfolioCardGrid portfolios={items} />
      <Pagination page={page} lastPage={pageInfo.lastPage} onChange={onPageChange} />
    </>
  );
}
