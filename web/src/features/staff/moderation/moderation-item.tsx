import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cardSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { getFragmentData, graphql, type FragmentType } from '../../../graphql/generated';
import type { ModerationKind } from '../../../graphql/generated/graphql';
import { Picture } from '../../../components/picture';
import { OutlineButton, PrimaryButton } from '../../../components/button';
import { useDesignerName } from '../../../components/designer-name';
import { useLocalized } from '../../../i18n/locale';
import { useServerText } from '../../../i18n/use-server-text';
import { useText } from '../../../i18n/use-text';
import { PortfolioPreview } from './portfolio-preview';
import { ChangeList } from './change-list';
import { portfolioChanges } from './portfolio-changes';

export const ModerationPortfolio_portfolio = graphql(`
  fragment ModerationPortfolio_portfolio on Portfolio {
    id
    title
    brief
    detailHtml
    category {
      id
      name {
        th
        en
      }
    }
    subcategory {
      id
      name {
        th
        en
      }
    }
    cover {
      url
      fileName
    }
    shareCover {
      url
      fileName
    }
    images {
      id
      caption
      image {
        fileName
      }
    }
    tags {
      id
      name
    }
    designer {
      id
      ...DesignerName_designer
    }
    ...PortfolioPreview_portfolio
  }
`);

type ModerationPortfolio = FragmentType<typeof ModerationPortfolio_portfolio>;

/** One portfolio (or edit) waiting: what it is, when it came, who made it, what changed, its preview and actions. */
export function ModerationItem({
  item,
  selected,
  own,
  busy,
  onSelect,
  onApprove,
  onRefuse,
}: {
  item: {
    portfolioId: string;
    kind: ModerationKind;
    submittedAt: string;
    portfolio: ModerationPortfolio;
    published?: ModerationPortfolio | null;
  };
  selected: boolean;
  /** The viewer's own work: another member of staff decides on it, so it offers no decision. */
  own: boolean;
  /** A decision is being sent: the actions wait. */
  busy: boolean;
  onSelect(selected: boolean): void;
  onApprove(): void;
  onRefuse(): void;
}) {
  const text = useText();
  const serverText = useServerText();
  const intl = useIntl();
  const localized = useLocalized();
  const headingId = useId();
  const changesId = useId();
  const portfolio = getFragmentData(ModerationPortfolio_portfolio, item.portfolio);
  const published = item.published ? getFragmentData(ModerationPortfolio_portfolio, item.published) : null;
  const designer = useDesignerName(portfolio.designer);
  const classification =
    [portfolio.category?.name, portfolio.subcategory?.name]
      .map((name) => localized(name))
      .filter(Boolean)
      .join(' / ') || text('staff.moderation.noCategory');
  const submitted = intl.formatDate(item.submittedAt, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Card aria-labelledby={headingId} data-portfolio-id={item.portfolioId} $selected={selected}>
      <Top>
        <Check>
          {own ? null : (
            <input
              type="checkbox"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={text('staff.moderation.select', { title: portfolio.title })}
            />
          )}
        </Check>
        <Thumb>
          <Picture src={portfolio.cover?.url} alt="" width={160} height={120} sizes="160px" />
        </Thumb>
        <Summary>
          <Meta>
            <Kind $kind={item.kind}>{text(`staff.moderation.kind.${item.kind}`)}</Kind>
            <time dateTime={item.submittedAt}>{text('staff.moderation.submitted', { date: submitted })}</time>
          </Meta>
          <h2 id={headingId}>{portfolio.title}</h2>
          <p>
            {text('staff.moderation.by', { name: designer })} · {classification}
          </p>
        </Summary>
        {own ? (
          // Worded as the server words its refusal to let them decide on it.
          <OwnWork>{serverText({ code: 'OWN_PORTFOLIO' })}</OwnWork>
        ) : (
          <Actions>
            <PrimaryButton type="button" disabled={busy} onClick={onApprove}>
              {text('staff.moderation.approve')}
            </PrimaryButton>
            <OutlineButton type="button" disabled={busy} onClick={onRefuse}>
              {text('staff.moderation.refuse')}
            </OutlineButton>
          </Actions>
        )}
      </Top>
      {published ? (
        <ChangeList changes={portfolioChanges(published, portfolio)} headingId={changesId} />
      ) : null}
      <details>
        <summary>{text('staff.moderation.preview')}</summary>
        <PortfolioPreview portfolio={portfolio} />
      </details>
    </Card>
  );
}

const Card = styled.article<{ $selected: boolean }>`
  display: grid;
  gap: 14px;
  ${cardSurface}
  padding: 16px;
  border: 1.5px solid ${({ theme, $selected }) => ($selected ? theme.colors.ink : theme.colors.line)};
  details {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    padding-top: 10px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.accentDark};
  }
  details[open] summary {
    margin-bottom: 12px;
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'check thumb'
    'summary summary'
    'actions actions';
  gap: 12px 14px;
  align-items: start;
  ${media.small} {
    grid-template-columns: auto 128px 1fr;
    grid-template-areas:
      'check thumb summary'
      'actions actions actions';
  }
  ${media.medium} {
    grid-template-columns: auto 160px 1fr auto;
    grid-template-areas: 'check thumb summary actions';
  }
`;

const Check = styled.label`
  grid-area: check;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -10px 0 0 -10px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    cursor: pointer;
  }
`;

const Thumb = styled.div`
  grid-area: thumb;
  max-width: 160px;
  img {
    display: block;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Summary = styled.div`
  grid-area: summary;
  min-width: 0;
  h2 {
    margin: 4px 0;
    font-size: 1.15rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Meta = styled.div`
  ${wrappingRow}
  gap: 6px 12px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Kind = styled.span<{ $kind: ModerationKind }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-weight: 700;
  font-size: 0.8rem;
  background: ${({ $kind, theme }) => ($kind === 'REVISION' ? theme.colors.warningSoft : theme.colors.approvedSoft)};
  color: ${({ $kind, theme }) => ($kind === 'REVISION' ? theme.colors.warning : theme.colors.approved)};
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.medium} {
    flex-direction: column;
  }
`;

const OwnWork = styled.p`
  grid-area: actions;
  margin: 0;
  max-width: 220px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  font-weight: 600;
`;
