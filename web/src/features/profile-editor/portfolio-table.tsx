import { Link } from 'react-router';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { graphql, getFragmentData, type FragmentType } from '../../graphql/generated';
import type { ApprovalStatus } from '../../graphql/generated/graphql';
import { PrimaryButton } from '../../components/button';
import { Picture } from '../../components/picture';
import { Pagination } from '../../components/pagination';
import { paths, routeTo } from '../../config/paths';
import { media } from '../../styles/theme';
import { EmptyRows } from './editor-styles';
import { PlusIcon } from '../../components/icons';
import { useText } from '../../i18n/use-text';
import type { MessageId } from '../../i18n/catalog';

export const PortfolioTable_page = graphql(`
  fragment PortfolioTable_page on PortfolioPage {
    items {
      id
      title
      approvalStatus
      cover {
        url
      }
    }
    pageInfo {
      page
      lastPage
      total
    }
  }
`);

const Toolbar = styled.div`
  ${wrappingRow}
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const AddLink = styled(PrimaryButton).attrs({ as: Link })``;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th {
    text-align: left;
    font-size: 0.78rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.muted};
    padding: 0 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  td {
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    vertical-align: middle;
  }
  tr:last-child td {
    border-bottom: 0;
  }
  .cover {
    width: 64px;
    ${media.medium} {
      width: 96px;
    }
  }
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .edit {
    text-align: right;
    white-space: nowrap;
  }
  /* Phones: each row becomes a small card (cover | title over status | edit); the header row is only heard. */
  @media (max-width: 767.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: 56px minmax(0, 1fr) auto;
      grid-template-areas:
        'cover title edit'
        'cover status edit';
      gap: 6px 12px;
      align-items: center;
      padding: 12px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: 0;
      border: 0;
    }
    .cover {
      grid-area: cover;
      width: auto;
    }
    .title {
      grid-area: title;
      align-self: end;
    }
    .status {
      grid-area: status;
      align-self: start;
    }
    .edit {
      grid-area: edit;
    }
  }
`;

const Thumb = styled(Picture)`
  display: block;
  width: 56px;
  height: 42px;
  border-radius: ${({ theme }) => theme.radius.small};
  ${media.medium} {
    width: 80px;
    height: 60px;
  }
`;

type Tone = 'approved' | 'rejected' | 'pending';

/** §4: is_approve 0 red "not approved", 1 green "approved", anything else grey "pending". */
const STATUS: Record<ApprovalStatus, { tone: Tone; label: MessageId }> = {
  NOT_APPROVED: { tone: 'rejected', label: 'profileEditor.statusNotApproved' },
  APPROVED: { tone: 'approved', label: 'profileEditor.statusApproved' },
  PENDING: { tone: 'pending', label: 'profileEditor.statusPending' },
};

const Status = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ $tone }) =>
    $tone === 'approved' ? '#e6f5ec' : $tone === 'rejected' ? '#fdecec' : '#efeff4'};
  &::before {
    content: '';
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  font-size: 0.85rem;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }
`;

/** The portfolio panel: the member's own portfolios with their approval status and edit links, and an add button. */
export function PortfolioTable({
  page: pageRef,
  onPageChange,
}: {
  page: FragmentType<typeof PortfolioTable_page>;
  onPageChange(page: number): void;
}) {
  const text = useText();
  const { items, pageInfo } = getFragmentData(PortfolioTable_page, pageRef);

  return (
    <>
      <Toolbar>
        <p>{text('profileEditor.portfolioHint')}</p>
        <AddLink to={paths.createPortfolio}>
          <PlusIcon size={16} /> {text('profileEditor.portfolioAdd')}
        </AddLink>
      </Toolbar>
      {items.length === 0 ? (
        <EmptyRows>{text('common.noData')}</EmptyRows>
      ) : (
        <Table>
          <thead>
            <tr>
              <th className="cover">{text('profileEditor.portfolioCover')}</th>
              <th>{text('profileEditor.portfolioTitle')}</th>
              <th>{text('profileEditor.portfolioStatus')}</th>
              <th className="edit">
                <span className="visually-hidden">{text('profileEditor.portfolioActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((portfolio) => {
              const status = STATUS[portfolio.approvalStatus];
              return (
                <tr key={portfolio.id}>
                  <td className="cover">
                    <Thumb src={portfolio.cover?.url} alt="" width={80} height={60} />
                  </td>
                  <td className="title">{portfolio.title}</td>
                  <td className="status">
                    <Status $tone={status.tone}>{text(status.label)}</Status>
                  </td>
                  <td className="edit">
                    <EditLink
                      to={routeTo.editPortfolio(portfolio.id)}
                      aria-label={text('profileEditor.portfolioEditNamed', { title: portfolio.title })}
                    >
                      {text('profileEditor.portfolioEdit')}
                    </EditLink>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pagination page={pageInfo.page} lastPage={pageInfo.lastPage} onChange={onPageChange} />
    </>
  );
}
