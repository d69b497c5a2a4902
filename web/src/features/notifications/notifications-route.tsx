import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { EmptyPanel } from '../../components/empty-panel';
import { graphql } from '../../graphql/generated';
import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { QueryState } from '../../components/status';
import { Pagination } from '../../components/pagination';
import { BellIcon } from '../../components/icons';
import { useUnlistedPageHead } from '../../components/page-head';
import { usePageParam } from '../../lib/use-page-param';
import { useText } from '../../i18n/use-text';
import { NotificationItem } from './notification-item';
import { useMarkNotificationsRead } from './use-mark-notifications-read';

const NotificationsRouteQuery = graphql(`
  query NotificationsRouteQuery($page: Int!) {
    viewer {
      id
      notifications(page: $page) {
        items {
          id
          read
          ...NotificationItem_notification
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

/**
 * /notifications: the member's notifications, the latest change first, 20 a page (page in the URL). Opening the page
 * marks them all read, so the bell's number goes; those that were unread stay marked New for this visit.
 */
export default function NotificationsRoute() {
  const text = useText();
  useUnlistedPageHead('notifications.title', 'notifications.head.description');
  const [page, goToPage] = usePageParam();
  const query = useQuery(NotificationsRouteQuery, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const { data } = query;
  const shown = data ?? query.previousData;
  const viewer = shown?.viewer;
  const markAllRead = useMarkNotificationsRead(viewer?.id);

  /** What was unread when shown during this visit: still marked New once the visit has marked it read. */
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string>>(() => new Set());
  /** What this visit has marked read already (StrictMode runs an effect twice; a list shown again asks nothing). */
  const marked = useRef(new Set<string>());
  const unreadKey =
    data?.viewer?.notifications.items
      .filter((item) => !item.read)
      .map((item) => item.id)
      .join(' ') ?? '';

  useEffect(() => {
    const unread = unreadKey.split(' ').filter((id) => id && !marked.current.has(id));
    if (unread.length === 0) return;
    for (const id of unread) marked.current.add(id);
    setNewThisVisit((before) => new Set([...before, ...unread]));
    void markAllRead(unread);
  }, [unreadKey, markAllRead]);

  // A page past the end (an old link) shows the last page.
  useEffect(() => {
    const lastPage = data?.viewer?.notifications.pageInfo.lastPage;
    if (lastPage !== undefined && page > lastPage) goToPage(lastPage);
  });

  if (!viewer) return <QueryState query={query} />;

  const { items, pageInfo } = viewer.notifications;
  const isNew = (item: { id: string; read: boolean }) => !item.read || newThisVisit.has(item.id);

  return (
    <Container>
      <Column>
        <PageTitle>{text('notifications.title')}</PageTitle>
        <PageSubtitle>{text('notifications.summary', { count: pageInfo.total })}</PageSubtitle>
        {items.length === 0 ? (
          <Empty as="section">
            <EmptyMark>
              <BellIcon size={36} />
            </EmptyMark>
            <h2>{text('notifications.empty')}</h2>
            <p>{text('notifications.emptyHint')}</p>
          </Empty>
        ) : (
          <List aria-label={text('notifications.list')}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem notification={item} isNew={isNew(item)} />
              </li>
            ))}
          </List>
        )}
        <Pagination page={page} lastPage={pageInfo.lastPage} onChange={goToPage} />
        <Bottom />
      </Column>
    </Container>
  );
}

/** The page's one column, under the header's logo: a list of sentences reads best at a line's length. */
const Column = styled.div`
  max-width: 760px;
`;

const List = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The empty list: the member screens' dashed panel, its line closer to the mark. */
const Empty = styled(EmptyPanel)`
  p {
    margin: 0;
  }
`;

const EmptyMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentDark};
`;

/** Room under the list before the footer. */
const Bottom = styled.div`
  height: 48px;
`;
