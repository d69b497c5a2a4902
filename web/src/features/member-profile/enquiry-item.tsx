import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Badge } from '../../components/badge';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { routeTo } from '../../config/paths';
import { useContentLang } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { mailtoHref } from '../../lib/mailto';
import { media } from '../../styles/theme';
import type { ShownEnquiry } from './use-update-designer-enquiry';
// The budget ranges are worded once, with the enquiry form.
import '../../components/audience/enquiry-messages';

export const EnquiryItem_enquiry = graphql(`
  fragment EnquiryItem_enquiry on DesignerEnquiry {
    id
    name
    email
    organisation
    workType
    budget
    portfolioId
    portfolioTitle
    message
    sentAt
    read
    archived
  }
`);

/**
 * One enquiry of the designer's inbox or archive: who wrote, what about and when, as a button that opens it (an
 * unread one is bold, badged New and says "unread" to screen readers); opened, the e-mail as a reply link, the
 * organisation, the kind of work, the budget, the work it was sent from, the message as plain text, and the acts.
 */
export function EnquiryItem({
  enquiry,
  updating,
  onOpen,
  onMarkRead,
  onArchive,
}: {
  enquiry: FragmentType<typeof EnquiryItem_enquiry>;
  updating: boolean;
  /** The enquiry was opened (an unread one is then marked read). */
  onOpen(enquiry: ShownEnquiry): void;
  onMarkRead(enquiry: ShownEnquiry, read: boolean): void;
  onArchive(enquiry: ShownEnquiry, archived: boolean): void;
}) {
  const text = useText();
  const intl = useIntl();
  const contentLang = useContentLang();
  const data = getFragmentData(EnquiryItem_enquiry, enquiry);
  const [open, setOpen] = useState(false);
  const id = useId();
  const unread = !data.read;
  const sentAt = intl.formatDate(data.sentAt, { dateStyle: 'medium', timeStyle: 'short' });
  const reply = mailtoHref(data.email, {
    subject: text('memberProfile.enquiries.replySubject', { workType: data.workType }),
  });
  const none = <Missing>{text('memberProfile.enquiries.none')}</Missing>;

  return (
    <Card $unread={unread} aria-labelledby={`${id}-sender`} data-testid="enquiry">
      <h3>
        <Opener
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => {
            if (!open) onOpen(data);
            setOpen(!open);
          }}
        >
          {/* The spaces keep the parts apart in the button's name (a grid shows none of them). */}
          <Sender id={`${id}-sender`} lang={contentLang(data.name)}>
            {data.name}
          </Sender>{' '}
          {unread ? (
            <>
              <NewBadge aria-hidden="true">{text('memberProfile.enquiries.new')}</NewBadge>
              <span className="visually-hidden">({text('memberProfile.enquiries.unread')})</span>{' '}
            </>
          ) : null}
          <Topic lang={contentLang(data.workType)}>{data.workType}</Topic>{' '}
          <When dateTime={data.sentAt}>{sentAt}</When>
          <Chevron $open={open} width="14" height="14" viewBox="0 0 12 12" aria-hidden="true">
            <path
              d="M2.5 4.5L6 8l3.5-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </Chevron>
        </Opener>
      </h3>
      <Body id={`${id}-body`} hidden={!open}>
        {open ? (
          <>
            <Facts>
              <dt>{text('memberProfile.enquiries.email')}</dt>
              <dd>
                <a href={reply}>{data.email}</a>
              </dd>
              <dt>{text('memberProfile.enquiries.organisation')}</dt>
              <dd lang={contentLang(data.organisation)}>{data.organisation.trim() || none}</dd>
              <dt>{text('memberProfile.enquiries.workType')}</dt>
              <dd lang={contentLang(data.workType)}>{data.workType}</dd>
              <dt>{text('memberProfile.enquiries.budget')}</dt>
              <dd>{data.budget ? text(`enquiry.budget.${data.budget}`) : none}</dd>
              <dt>{text('memberProfile.enquiries.portfolio')}</dt>
              <dd>
                {data.portfolioId ? (
                  <Link to={routeTo.detail(data.portfolioId)} lang={contentLang(data.portfolioTitle)}>
                    {data.portfolioTitle?.trim() || data.portfolioId}
                  </Link>
                ) : (
                  text('memberProfile.enquiries.designerPage')
                )}
              </dd>
              <dt>{text('memberProfile.enquiries.sentAt')}</dt>
              <dd>
                <time dateTime={data.sentAt}>{sentAt}</time>
              </dd>
            </Facts>
            <MessageHeading>{text('memberProfile.enquiries.message')}</MessageHeading>
            {/* The sender's words as typed: plain text, never HTML. */}
            <Message lang={contentLang(data.message)}>{data.message}</Message>
            <Actions>
              <PrimaryButton as="a" href={reply}>
                {text('memberProfile.enquiries.reply')}
              </PrimaryButton>
              <OutlineButton type="button" disabled={updating} onClick={() => onMarkRead(data, unread)}>
                {text(unread ? 'memberProfile.enquiries.markRead' : 'memberProfile.enquiries.markUnread')}
              </OutlineButton>
              <OutlineButton
                type="button"
                disabled={updating}
                onClick={() => onArchive(data, !data.archived)}
              >
                {text(
                  data.archived ? 'memberProfile.enquiries.toInbox' : 'memberProfile.enquiries.toArchive',
                )}
              </OutlineButton>
            </Actions>
          </>
        ) : null}
      </Body>
    </Card>
  );
}

const Card = styled.article<{ $unread: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.paper};
  overflow: hidden;
  ${({ $unread, theme }) =>
    $unread &&
    css`
      border-left: 5px solid ${theme.colors.accent};
      ${Sender} {
        font-weight: 700;
      }
    `}
  h3 {
    font-size: 1rem;
  }
`;

const Sender = styled.span`
  font-weight: 500;
  overflow-wrap: anywhere;
`;

/** The closed enquiry's line: sender and badge, then the kind of work and the date under them on phones. */
const Opener = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'sender badge chevron'
    'topic topic chevron'
    'when when chevron';
  align-items: center;
  gap: 2px 10px;
  width: 100%;
  min-height: 56px;
  padding: 12px 16px;
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  ${Sender} {
    grid-area: sender;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.canvas};
  }
  ${media.medium} {
    grid-template-columns: minmax(140px, 220px) auto 1fr auto auto;
    grid-template-areas: 'sender badge topic when chevron';
    gap: 12px;
    padding: 14px 20px;
  }
`;

const NewBadge = styled(Badge)`
  grid-area: badge;
  justify-self: start;
  padding: 1px 8px;
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;

const Topic = styled.span`
  grid-area: topic;
  min-width: 0;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-weight: 400;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const When = styled.time`
  grid-area: when;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  font-weight: 400;
  white-space: nowrap;
`;

const Chevron = styled.svg<{ $open: boolean }>`
  grid-area: chevron;
  color: ${({ theme }) => theme.colors.muted};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform 0.15s;
`;

const Body = styled.div`
  padding: 4px 16px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${media.medium} {
    padding: 8px 20px 20px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 2px 16px;
  margin: 12px 0;
  font-size: 0.92rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  ${media.small} {
    grid-template-columns: max-content 1fr;
    dd {
      margin: 0;
    }
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`;

const MessageHeading = styled.h4`
  margin: 16px 0 6px;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

const Message = styled.p`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.canvas};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
`;
