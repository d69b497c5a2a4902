import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { graphql } from '../../../graphql/generated';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { Badge } from '../../../components/badge';
import { OutlineButton } from '../../../components/button';
import { StatusLine, type Said } from '../../../components/status-line';
import { Pagination } from '../../../components/pagination';
import { useUnlistedPageHead } from '../../../components/page-head';
import { usePageParam } from '../../../lib/use-page-param';
import { useWrite } from '../../../components/use-write';
import { useText } from '../../../i18n/use-text';
import { useStaff } from '../staff-context';
import { StaffQueryState } from '../staff-only';
import { framedSurface } from '../../../styles/surface';
import { mailtoHref } from '../../../lib/mailto';

const EnquiriesRouteQuery = graphql(`
  query EnquiriesRouteQuery($page: Int!) {
    enquiries(page: $page) {
      unread
      items {
        id
        name
        email
        phoneNumber
        reason
        detail
        receivedAt
        readAt
      }
      pageInfo {
        page
        lastPage
        total
      }
    }
  }
`);

const MarkEnquiryReadMutation = graphql(`
  mutation MarkEnquiryReadMutation($id: ID!, $read: Boolean!) {
    markEnquiryRead(id: $id, read: $read) {
      enquiry {
        id
        readAt
      }
      errors {
        ...UserErrors
      }
    }
  }
`);

/** /staff/enquiries: the contact form's messages, newest first, 20 a page, read or unread. Operators only. */
export default function EnquiriesRoute() {
  const text = useText();
  const intl = useIntl();
  useUnlistedPageHead('staff.enquiries.title');
  const [page, goToPage] = usePageParam();
  const query = useQuery(EnquiriesRouteQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const [failure, setFailure] = useState<Said | null>(null);
  const { write: markRead, writing: marking } = useWrite(MarkEnquiryReadMutation, {
    payload: (answer) => answer.markEnquiryRead,
    // Only a failure is said.
    tell: setFailure,
    // The unread count spans every page: the pages are dropped and the one shown is asked again (an eviction is
    // obeyed even in the first second after hydration, when a refetch would be answered from the server's state).
    updateOnDone(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'enquiries' });
      cache.gc();
    },
  });

  const data = query.data ?? query.previousData;
  const unread = data?.enquiries.unread;
  // The staff's navigation above shows the count on this screen's tab.
  const { showUnreadEnquiries } = useStaff();
  useEffect(() => {
    showUnreadEnquiries(unread);
    return () => showUnreadEnquiries(undefined);
  }, [showUnreadEnquiries, unread]);

  if (!data) return <StaffQueryState query={query} />;
  const { items, pageInfo } = data.enquiries;
  const unreadCount = data.enquiries.unread;

  function toggle(id: string, read: boolean) {
    return markRead({ id, read }, { failed: text('staff.enquiries.failed') });
  }

  return (
    <>
      <PageTitle>{text('staff.enquiries.title')}</PageTitle>
      <PageSubtitle data-testid="enquiries-unread">
        {text('staff.enquiries.unread', { count: unreadCount })}
      </PageSubtitle>
      <StatusLine said={failure} role="alert" />
      {items.length === 0 ? (
        <p>{text('staff.enquiries.empty')}</p>
      ) : (
        <List>
          {items.map((enquiry) => {
            const isRead = Boolean(enquiry.readAt);
            const headingId = `enquiry-${enquiry.id}`;
            return (
              <Item key={enquiry.id} aria-labelledby={headingId} $unread={!isRead}>
                <h2 id={headingId}>
                  {enquiry.name}
                  {isRead ? null : <NewBadge>{text('staff.enquiries.new')}</NewBadge>}
                </h2>
                <dl>
                  <dt>{text('staff.enquiries.received')}</dt>
                  <dd>
                    <time dateTime={enquiry.receivedAt}>
                      {intl.formatDate(enquiry.receivedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </dd>
                  <dt>{text('staff.enquiries.email')}</dt>
                  <dd>{enquiry.email}</dd>
                  <dt>{text('staff.enquiries.phone')}</dt>
                  <dd>{enquiry.phoneNumber || text('staff.enquiries.none')}</dd>
                  <dt>{text('staff.enquiries.reason')}</dt>
                  <dd>
                    {enquiry.reason
                      ? text(`staff.enquiries.reason.${enquiry.reason}`)
                      : text('staff.enquiries.none')}
                  </dd>
                </dl>
                <Detail>{enquiry.detail}</Detail>
                <Actions>
                  <a href={mailtoHref(enquiry.email, { subject: text('staff.enquiries.replySubject') })}>
                    {text('staff.enquiries.reply')}
                  </a>
                  <OutlineButton
                    type="button"
                    disabled={marking}
                    onClick={() => void toggle(enquiry.id, !isRead)}
                  >
                    {text(isRead ? 'staff.enquiries.markUnread' : 'staff.enquiries.markRead')}
                  </OutlineButton>
                </Actions>
              </Item>
            );
          })}
        </List>
      )}
      <Pagination page={page} lastPage={pageInfo.lastPage} onChange={goToPage} />
    </>
  );
}

const List = styled.div`
  display: grid;
  gap: 16px;
  margin: 16px 0 24px;
`;

const Item = styled.article<{ $unread: boolean }>`
  ${framedSurface}
  padding: 16px 20px;
  border-left: 6px solid ${({ $unread, theme }) => ($unread ? theme.colors.news : theme.colors.line)};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0 0 8px;
    font-size: 1.1rem;
    font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0 0 8px;
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const NewBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.news};
  color: ${({ theme }) => theme.colors.paper};
  font-size: 0.8rem;
`;

const Detail = styled.p`
  margin: 0 0 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  ${wrappingRow}
  gap: 16px;
  a {
    font-weight: 600;
  }
`;
