import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import { Picture } from '../../components/picture';
import { OutlineButton } from '../../components/button';
import { Icon, PencilIcon } from '../../components/icons';
import { routeTo } from '../../config/paths';
import { useLocalized } from '../../i18n/locale';
import { media } from '../../styles/theme';
import { ApprovalStatusBadge, RevisionStatusBadge } from './approval-status';
import { DecisionNote } from './decision-note';
import { useText } from '../../i18n/use-text';
import { cardSurface } from '../../styles/surface';

export const OwnPortfolioRow_portfolio = graphql(`
  fragment OwnPortfolioRow_portfolio on Portfolio {
    id
    title
    approvalStatus
    rejectionReason
    updatedAt
    revision {
      id
      title
      approvalStatus
      rejectionReason
    }
    cover {
      url
    }
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
  }
`);

/** One of the member's own portfolios: cover, title, category, last update (Thai dates), status, edit and delete. */
export function OwnPortfolioRow({
  portfolio,
  eager = false,
  onDelete,
}: {
  portfolio: FragmentType<typeof OwnPortfolioRow_portfolio>;
  eager?: boolean;
  onDelete(portfolio: { id: string; title: string }): void;
}) {
  const intl = useIntl();
  const text = useText();
  const localized = useLocalized();
  const data = getFragmentData(OwnPortfolioRow_portfolio, portfolio);
  const category = [localized(data.category?.name), localized(data.subcategory?.name)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Row>
      <Cover to={routeTo.detail(data.id)} tabIndex={-1} aria-hidden="true">
        <Picture src={data.cover?.url} alt="" width={160} height={120} eager={eager} />
      </Cover>
      <Main>
        <h3>
          <Link to={routeTo.detail(data.id)}>{data.title}</Link>
        </h3>
        <p>{category || text('memberProfile.noCategory')}</p>
      </Main>
      <Meta $area="updated">
        <MetaLabel>{text('memberProfile.updatedAt')}</MetaLabel>
        <time dateTime={data.updatedAt}>
          {intl.formatDate(data.updatedAt, { day: 'numeric', month: 'short', year: 'numeric' })}
        </time>
      </Meta>
      <Meta $area="status">
        <MetaLabel>{text('memberProfile.status')}</MetaLabel>
        <ApprovalStatusBadge status={data.approvalStatus} />
        {data.revision ? <RevisionStatusBadge status={data.revision.approvalStatus} /> : null}
      </Meta>
      <DecisionNote portfolio={data} />
      <Actions>
        <ActionButton
          as={Link}
          to={routeTo.editPortfolio(data.id)}
          aria-label={text('memberProfile.editNamed', { title: data.title })}
        >
          <PencilIcon />
          {text('memberProfile.edit')}
        </ActionButton>
        <DeleteButton
          type="button"
          aria-label={text('memberProfile.deleteNamed', { title: data.title })}
          onClick={() => onDelete({ id: data.id, title: data.title })}
        >
          <BinIcon />
          {text('memberProfile.delete')}
        </DeleteButton>
      </Actions>
    </Row>
  );
}

/** The list the rows sit in: cards on phones, a table-like list from medium widths. */
export const OwnPortfolioList = styled.ul`
  display: grid;
  gap: 14px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.article`
  display: grid;
  grid-template-columns: 104px minmax(0, 1fr);
  grid-template-areas:
    'cover main'
    'updated status'
    'note note'
    'actions actions';
  gap: 12px 14px;
  padding: 14px;
  ${cardSurface}
  ${media.medium} {
    grid-template-columns: 120px minmax(0, 1fr) 130px 130px auto;
    grid-template-areas:
      'cover main updated status actions'
      'note note note note note';
    align-items: center;
    gap: 20px;
    padding: 14px 20px 14px 14px;
  }
`;

const Cover = styled(Link)`
  grid-area: cover;
  display: block;
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
  img {
    display: block;
  }
`;

const Main = styled.div`
  grid-area: main;
  min-width: 0;
  align-self: center;
  h3 {
    font-size: 1rem;
    font-weight: 700;
    /* Clamped Thai needs the room above and below for its vowel and tone marks. */
    line-height: 1.5;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
`;

const Meta = styled.div<{ $area: 'updated' | 'status' }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;
  time {
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

const MetaLabel = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 600;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  > * {
    flex: 1;
  }
  ${media.medium} {
    padding-top: 0;
    border-top: 0;
    > * {
      flex: none;
    }
  }
`;

const ActionButton = styled(OutlineButton)`
  min-height: 40px;
  padding: 0 16px;
  font-size: 0.9rem;
`;

const DeleteButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.rejected};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.rejected};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

function BinIcon() {
  return (
    <Icon size={16}>
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
