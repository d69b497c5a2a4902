import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle, SectionTitle } from '../../../components/layout/container';
import { isCmsPageKey } from '../../../config/cms-pages';
import { Pagination } from '../../../components/pagination';
import { useUnlistedPageHead } from '../../../components/page-head';
import { usePageParam } from '../../../lib/use-page-param';
import type { MessageId } from '../../../i18n/catalog';
import { useText } from '../../../i18n/use-text';
import { RolesForm } from './roles-form';
import { AudienceTotals } from './audience-totals';
import { StaffQueryState } from '../staff-only';
import { framedSurface } from '../../../styles/surface';

const AuditLogRouteQuery = graphql(`
  query AuditLogRouteQuery($page: Int!) {
    staffMembers {
      id
      ...RolesForm_members
    }
    audienceTotals {
      ...AudienceTotals_totals
    }
    auditLog(page: $page) {
      items {
        id
        action
        targetType
        targetId
        targetLabel
        reason
        staffEmail
        staffName
        at
      }
      pageInfo {
        page
        lastPage
        total
      }
    }
  }
`);

/** The actions the log names in words; a newer one shows as the server writes it. */
const ACTIONS: Record<string, MessageId> = {
  'portfolio.approve': 'staff.audit.action.portfolio.approve',
  'portfolio.reject': 'staff.audit.action.portfolio.reject',
  'role.grant': 'staff.audit.action.role.grant',
  'role.revoke': 'staff.audit.action.role.revoke',
  'highlights.set': 'staff.audit.action.highlights.set',
  'enquiry.read': 'staff.audit.action.enquiry.read',
  'enquiry.unread': 'staff.audit.action.enquiry.unread',
  'collection.create': 'staff.audit.action.collection.create',
  'collection.update': 'staff.audit.action.collection.update',
  'collection.delete': 'staff.audit.action.collection.delete',
  'collection.portfolios': 'staff.audit.action.collection.portfolios',
  'collection.designers': 'staff.audit.action.collection.designers',
  'collection-category.create': 'staff.audit.action.collectionCategory.create',
  'collection-category.update': 'staff.audit.action.collectionCategory.update',
  'collection-category.delete': 'staff.audit.action.collectionCategory.delete',
  'page.update': 'staff.audit.action.page.update',
};

/** What an action was done to, in words: its label as it was then (a title, a name, a page), else its number. */
const TARGETS: Record<string, MessageId> = {
  portfolio: 'staff.audit.target.portfolio',
  member: 'staff.audit.target.member',
  enquiry: 'staff.audit.target.enquiry',
  collection: 'staff.audit.target.collection',
  collection_category: 'staff.audit.target.collectionCategory',
  page: 'staff.audit.target.page',
  highlights: 'staff.audit.target.highlights',
};

/**
 * /staff/audit-log: the audience's totals, the roles form and every staff action with who and when, 50 a page.
 * Operators only.
 */
export default function AuditLogRoute() {
  const text = useText();
  const intl = useIntl();
  useUnlistedPageHead('staff.audit.title');
  const [page, goToPage] = usePageParam();
  const query = useQuery(AuditLogRouteQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });

  const data = query.data ?? query.previousData;
  if (!data) return <StaffQueryState query={query} />;
  const { items, pageInfo } = data.auditLog;

  return (
    <>
      <PageTitle>{text('staff.audit.title')}</PageTitle>
      <PageSubtitle>{text('staff.audit.subtitle')}</PageSubtitle>
      <AudienceTotals totals={data.audienceTotals} />
      <RolesForm members={data.staffMembers} />
      <SectionTitle>{text('staff.audit.listTitle')}</SectionTitle>
      {items.length === 0 ? (
        <p>{text('staff.audit.empty')}</p>
      ) : (
        // Scrolls sideways on a phone: a keyboard reaches it, and it says what it holds.
        <TableScroll tabIndex={0} role="region" aria-label={text('staff.audit.listTitle')}>
          <table>
            <caption>
              {text('staff.audit.caption', { page: pageInfo.page, lastPage: pageInfo.lastPage })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{text('staff.audit.when')}</th>
                <th scope="col">{text('staff.audit.who')}</th>
                <th scope="col">{text('staff.audit.what')}</th>
                <th scope="col">{text('staff.audit.target')}</th>
                <th scope="col">{text('staff.audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => {
                const action = ACTIONS[entry.action];
                const target = TARGETS[entry.targetType];
                return (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>
                        {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </td>
                    <td>
                      {entry.staffName}
                      <small>{entry.staffEmail}</small>
                    </td>
                    <td>{action ? text(action) : entry.action}</td>
                    <td>
                      {entry.targetType === 'page' && isCmsPageKey(entry.targetLabel)
                        ? text(`staff.pages.name.${entry.targetLabel}`)
                        : target
                          ? text(target, { id: entry.targetId ?? '', label: entry.targetLabel || 'none' })
                          : `${entry.targetType} ${entry.targetLabel ?? entry.targetId ?? ''}`}
                    </td>
                    <td>{entry.reason ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination page={page} lastPage={pageInfo.lastPage} onChange={goToPage} />
    </>
  );
}

const TableScroll = styled.div`
  ${framedSurface}
  overflow-x: auto;
  margin-top: 12px;
  table {
    width: 100%;
    min-width: 720px;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  caption {
    padding: 10px 12px;
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  th {
    background: ${({ theme }) => theme.colors.canvas};
  }
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  td:last-child {
    max-width: 320px;
    overflow-wrap: anywhere;
  }
`;
