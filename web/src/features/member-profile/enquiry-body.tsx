import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import type { EnquiryItem_EnquiryFragment } from '../../graphql/generated/graphql';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { routeTo } from '../../config/paths';
import { useContentLang } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { mailtoHref } from '../../lib/mailto';
import { media } from '../../styles/theme';
import type { ShownEnquiry } from './use-update-designer-enquiry';
// The budget ranges are worded once, with the enquiry form.
import '../../components/audience/enquiry-messages';

/**
 * An enquiry opened: the e-mail as a reply link, the organisation, the kind of work, the budget, the work it was sent
 * from, the message as plain text, and the acts (reply, mark read or unread, archive or move back).
 */
export function EnquiryBody({
  enquiry: data,
  updating,
  onMarkRead,
  onArchive,
}: {
  enquiry: EnquiryItem_EnquiryFragment;
  updating: boolean;
  onMarkRead(enquiry: ShownEnquiry, read: boolean): void;
  onArchive(enquiry: ShownEnquiry, archived: boolean): void;
}) {
  const text = useText();
  const intl = useIntl();
  const contentLang = useContentLang();
  const unread = !data.read;
  const sentAt = intl.formatDate(data.sentAt, { dateStyle: 'medium', timeStyle: 'short' });
  const reply = mailtoHref(data.email, {
    subject: text('memberProfile.enquiries.replySubject', { workType: data.workType }),
  });
  const none = <Missing>{text('memberProfile.enquiries.none')}</Missing>;

  return (
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
        <OutlineButton type="button" disabled={updating} onClick={() => onArchive(data, !data.archived)}>
          {text(data.archived ? 'memberProfile.enquiries.toInbox' : 'memberProfile.enquiries.toArchive')}
        </OutlineButton>
      </Actions>
    </>
  );
}

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
  ${wrappingRow}
  gap: 10px 12px;
`;
