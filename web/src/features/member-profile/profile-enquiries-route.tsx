import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { Container } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { Pagination } from '../../components/pagination';
import { OutlineButton } from '../../components/button';
import { StatusLine, type Said } from '../../components/status-line';
import { useUnlistedPageHead } from '../../components/page-head';
import { paths } from '../../config/paths';
import { useAddressState } from '../../lib/use-address-state';
import { usePageParam } from '../../lib/use-page-param';
import { useText } from '../../i18n/use-text';
import { EmptyPanel } from '../../components/empty-panel';
import { EnquiryItem } from './enquiry-item';
import { ProfileHeader } from './profile-header';
import { useUpdateDesignerEnquiry, type ShownEnquiry } from './use-update-designer-enquiry';

const ProfileEnquiriesRouteQuery = graphql(`
  query ProfileEnquiriesRouteQuery($page: Int!, $archived: Boolean!) {
    viewer {
      id
      ...ProfileHeader_viewer
      settings {
        acceptsEnquiries
        digest
      }
      enquiries(page: $page, archived: $archived) {
        unread
        items {
          id
          name
          read
          archived
          ...EnquiryItem_enquiry
        }
        pageInfo {
          page
          lastPage
          total
        }
      }
    }
  }
`);

/** Whether the address asks for the archive (`?archived=1`) rather than the inbox. */
function archivedOf(params: URLSearchParams): boolean {
  return params.get('archived') === '1';
}

/**
 * /profile-enquiries: the enquiries visitors sent the designer, newest first, 20 a page: the inbox, or the archive
 * (`?archived=1`). Opening an unread one marks it read; each can be marked unread again, archived or moved back.
 */
export default function ProfileEnquiriesRoute() {
  const text = useText();
  useUnlistedPageHead('memberProfile.enquiries.title', 'memberProfile.enquiries.head.description');
  const [params, changeAddress] = useAddressState();
  const archived = archivedOf(params);
  const [page, goToPage] = usePageParam();
  const query = useQuery(ProfileEnquiriesRouteQuery, {
    variables: { page, archived },
    // New enquiries arrive at any time: each visit asks the server, showing what the cache holds meanwhile.
    fetchPolicy: 'cache-and-network',
  });
  const { data } = query;
  const shown = data ?? query.previousData;
  const viewer = shown?.viewer;
  const { markRead, archive, updating } = useUpdateDesignerEnquiry(viewer?.id ?? '');
  const [outcome, setOutcome] = useState<Said | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A page past the end (an old link, or the last enquiry of the last page moved away) shows the one before.
  useEffect(() => {
    const enquiries = data?.viewer?.enquiries;
    if (!enquiries || page <= 1) return;
    if (page > enquiries.pageInfo.lastPage) goToPage(enquiries.pageInfo.lastPage);
    else if (enquiries.items.length === 0) goToPage(page - 1);
  });

  if (!viewer) return <QueryState query={query} />;

  const { items, pageInfo, unread } = viewer.enquiries;
  const acceptsEnquiries = viewer.settings.acceptsEnquiries;

  function showFolder(next: boolean) {
    setOutcome(null);
    changeAddress({ archived: next ? '1' : undefined, page: undefined });
  }

  async function open(enquiry: ShownEnquiry) {
    if (enquiry.read) return;
    const failure = await markRead(enquiry, true, { quiet: true });
    if (failure) setOutcome(failure);
  }

  async function toggleRead(enquiry: ShownEnquiry, read: boolean) {
    setOutcome(await markRead(enquiry, read));
  }

  async function move(enquiry: ShownEnquiry, toArchive: boolean) {
    const result = await archive(enquiry, toArchive);
    setOutcome(result);
    // The enquiry left the list, with the button that was pressed: the reader goes on from the list's heading.
    if (result?.tone === 'success') heading.current?.focus();
  }

  return (
    <Container>
      <ProfileHeader viewer={viewer} tab="enquiries" />
      <section aria-labelledby="enquiries-heading">
        <ListHeading>
          <div>
            <h2 id="enquiries-heading" ref={heading} tabIndex={-1}>
              {text(archived ? 'memberProfile.enquiries.archive' : 'memberProfile.enquiries.inbox')}
            </h2>
            <p data-testid="enquiries-summary">
              {text('memberProfile.enquiries.count', { count: pageInfo.total })}
              {archived ? null : ` · ${text('memberProfile.enquiries.unreadCount', { count: unread })}`}
            </p>
          </div>
          <Folders role="group" aria-label={text('memberProfile.enquiries.folders')}>
            <FolderButton
              type="button"
              aria-pressed={!archived}
              $active={!archived}
              onClick={() => showFolder(false)}
            >
              {text('memberProfile.enquiries.inbox')}
            </FolderButton>
            <FolderButton
              type="button"
              aria-pressed={archived}
              $active={archived}
              onClick={() => showFolder(true)}
            >
              {text('memberProfile.enquiries.archive')}
            </FolderButton>
          </Folders>
        </ListHeading>
        {acceptsEnquiries ? null : (
          <Off>
            {text('memberProfile.enquiries.off')}{' '}
            <Link to={paths.profileSettings}>{text('memberProfile.enquiries.turnOn')}</Link>
          </Off>
        )}
        <StatusLine said={outcome} boxed />
        {items.length === 0 ? (
          <EmptyPanel>
            <h3>
              {text(archived ? 'memberProfile.enquiries.emptyArchive' : 'memberProfile.enquiries.empty')}
            </h3>
            <p>
              {text(
                archived ? 'memberProfile.enquiries.emptyArchiveHint' : 'memberProfile.enquiries.emptyHint',
              )}
            </p>
          </EmptyPanel>
        ) : (
          <List>
            {items.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryItem
                  enquiry={enquiry}
                  updating={updating}
                  onOpen={(it) => void open(it)}
                  onMarkRead={(it, read) => void toggleRead(it, read)}
                  onArchive={(it, toArchive) => void move(it, toArchive)}
                />
              </li>
            ))}
          </List>
        )}
        <Pagination page={page} lastPage={pageInfo.lastPage} onChange={goToPage} />
      </section>
      <Bottom />
    </Container>
  );
}

const ListHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 16px;
  margin: 8px 0 16px;
  h2 {
    font-size: clamp(1.15rem, 1.05rem + 0.5vw, 1.4rem);
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Folders = styled.div`
  display: inline-flex;
  gap: 8px;
`;

const FolderButton = styled(OutlineButton)`
  min-height: 40px;
  padding: 0 16px;
`;

const Off = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
  a {
    color: inherit;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Room under the list before the footer. */
const Bottom = styled.div`
  height: 48px;
`;
