import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import styled, { css, type DefaultTheme } from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { wholeCardLink } from '../../styles/surface';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import type {
  NotificationItem_NotificationFragment as NotificationData,
  NotificationKind,
} from '../../graphql/generated/graphql';
import { DesignerName_designer, useFullName } from '../../components/designer-name';
import { Badge } from '../../components/badge';
import { Icon, InboxIcon } from '../../components/icons';
import { paths, routeTo } from '../../config/paths';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';

export const NotificationItem_notification = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    isRevision
    portfolioId
    portfolioTitle
    reason
    count
    senderName
    updatedAt
    actorHasPage
    actor {
      id
      ...DesignerName_designer
    }
  }
`);

type Text = ReturnType<typeof useText>;

/** What a notification says, in the reader's language. */
function sentenceOf(notification: NotificationData, text: Text, actorName: string): string {
  const title = notification.portfolioTitle?.trim() || text('notifications.untitled');
  switch (notification.kind) {
    case 'APPROVED':
      return text(notification.isRevision ? 'notifications.approvedRevision' : 'notifications.approved', {
        title,
      });
    case 'REFUSED':
      return text(notification.isRevision ? 'notifications.refusedRevision' : 'notifications.refused', {
        title,
      });
    case 'FOLLOWER':
      return text('notifications.follower', { name: actorName || text('notifications.someone') });
    case 'APPRECIATION':
      return text('notifications.appreciation', { title, count: notification.count ?? 1 });
    case 'ENQUIRY':
      return text('notifications.enquiry', {
        name: notification.senderName?.trim() || text('notifications.someone'),
      });
  }
}

/** Where a notification leads: the work, the member's own list, the follower's page (if any) or the enquiries. */
function destinationOf(notification: NotificationData): string | undefined {
  const work = notification.portfolioId ? routeTo.detail(notification.portfolioId) : undefined;
  switch (notification.kind) {
    case 'APPROVED':
      return work ?? paths.profilePortfolio;
    case 'REFUSED':
      return paths.profilePortfolio;
    case 'FOLLOWER':
      // A follower who only reads has no designer page: the notification names them and leads nowhere.
      return notification.actor && notification.actorHasPage
        ? routeTo.designer(notification.actor.id)
        : undefined;
    case 'APPRECIATION':
      return work;
    case 'ENQUIRY':
      return paths.profileEnquiries;
  }
}

/**
 * One notification: its kind's picture, what happened as one sentence linking where to look (the whole card is that
 * link's target), a refusal's reason, and when. A notification that was unread when the page opened (`isNew`) has a
 * tint and a New badge, and its link says "unread" to screen readers.
 */
export function NotificationItem({
  notification,
  isNew,
}: {
  notification: FragmentType<typeof NotificationItem_notification>;
  isNew: boolean;
}) {
  const text = useText();
  const intl = useIntl();
  const fullName = useFullName();
  const data = getFragmentData(NotificationItem_notification, notification);
  const actor = data.actor ? getFragmentData(DesignerName_designer, data.actor) : null;
  const sentence = sentenceOf(data, text, actor ? fullName(actor.firstName, actor.lastName) : '');
  const destination = destinationOf(data);
  const words = (
    <>
      {sentence}
      {isNew ? (
        <>
          {' '}
          <span className="visually-hidden">({text('notifications.unread')})</span>
        </>
      ) : null}
    </>
  );
  return (
    <Card $new={isNew} data-kind={data.kind} data-testid="notification">
      <KindMark $kind={data.kind}>{KIND_ICONS[data.kind]}</KindMark>
      <Body>
        <Sentence>{destination ? <Link to={destination}>{words}</Link> : words}</Sentence>
        {data.kind === 'REFUSED' ? (
          <Reason>
            {data.reason?.trim()
              ? text('notifications.reason', { reason: data.reason.trim() })
              : text('notifications.noReason')}
          </Reason>
        ) : null}
        <Meta>
          {isNew ? <NewBadge aria-hidden="true">{text('notifications.new')}</NewBadge> : null}
          <time dateTime={data.updatedAt}>
            {intl.formatDate(data.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Meta>
      </Body>
    </Card>
  );
}

const KIND_COLOURS: Record<NotificationKind, (theme: DefaultTheme) => [ink: string, tint: string]> = {
  APPROVED: (theme) => [theme.colors.approved, theme.colors.approvedSoft],
  REFUSED: (theme) => [theme.colors.rejected, theme.colors.rejectedSoft],
  FOLLOWER: (theme) => [theme.colors.news, theme.colors.pendingSoft],
  APPRECIATION: (theme) => [theme.colors.accentDark, theme.colors.accentSoft],
  ENQUIRY: (theme) => [theme.colors.warning, theme.colors.warningSoft],
};

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  APPROVED: (
    <Icon size={20}>
      <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Icon>
  ),
  REFUSED: (
    <Icon size={20}>
      <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </Icon>
  ),
  FOLLOWER: (
    <Icon size={20}>
      <circle cx="10" cy="8" r="3.6" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3.5 19.5c1-3.4 3.6-5.2 6.5-5.2s5.5 1.8 6.5 5.2M19 8v6M16 11h6"
        stroke="currentColor"
        strokeWidth="2"
      />
    </Icon>
  ),
  APPRECIATION: (
    <Icon size={20} fill="currentColor">
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </Icon>
  ),
  ENQUIRY: <InboxIcon size={20} />,
};

const Sentence = styled.p`
  margin: 0;
  font-weight: 500;
  /* The whole card leads where the sentence does: a large target on a phone. */
  ${wholeCardLink}
  a::after {
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Card = styled.div<{ $new: boolean }>`
  position: relative;
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  ${({ $new, theme }) =>
    $new &&
    css`
      border-left: 5px solid ${theme.colors.accent};
      ${Sentence} {
        font-weight: 700;
      }
    `}
  &:has(a:hover) {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  ${media.medium} {
    gap: 16px;
    padding: 16px 20px;
  }
`;

const KindMark = styled.span<{ $kind: NotificationKind }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ $kind, theme }) => KIND_COLOURS[$kind](theme)[0]};
  background: ${({ $kind, theme }) => KIND_COLOURS[$kind](theme)[1]};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: 0.92rem;
  white-space: pre-wrap;
`;

const Meta = styled.p`
  ${wrappingRow}
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;

const NewBadge = styled(Badge)`
  padding: 1px 8px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;
