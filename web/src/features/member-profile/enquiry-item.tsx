import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Badge } from '../../components/badge';
import { DisclosureChevron } from '../../components/disclosure-chevron';
import { useContentLang } from '../../i18n/locale';
import { useText } from '../../i18n/use-text';
import { media } from '../../styles/theme';
import type { ShownEnquiry } from './use-update-designer-enquiry';
import { EnquiryBody } from './enquiry-body';

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
 * unread one is bold, badged New and says "unread" to screen readers); opened, the enquiry itself (`EnquiryBody`).
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
          <Chevron open={open} size={14} />
        </Opener>
      </h3>
      <Body id={`${id}-body`} hidden={!open}>
        {open ? (
          <>
            <EnquiryBody enquiry={data} updating={updating} onMarkRead={onMarkRead} onArchive={onArchive} />
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

const Chevron = styled(DisclosureChevron)`
  grid-area: chevron;
  color: ${({ theme }) => theme.colors.muted};
`;

const Body = styled.div`
  padding: 4px 16px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${media.medium} {
    padding: 8px 20px 20px;
  }
`;
