import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { wrappingRow } from '../../../styles/layout';
import { framedSurface } from '../../../styles/surface';
import { media } from '../../../styles/theme';
import { graphql, getFragmentData } from '../../../graphql/generated';
import type { ModerationDecision } from '../../../graphql/generated/graphql';
import { PageSubtitle, PageTitle } from '../../../components/layout/container';
import { StatusLine, type Said } from '../../../components/status-line';
import { OutlineButton, PrimaryButton } from '../../../components/button';
import { useDialog } from '../../../components/dialog';
import { useUnlistedPageHead } from '../../../components/page-head';
import { useText } from '../../../i18n/use-text';
import { ModerationItem, ModerationPortfolio_portfolio } from './moderation-item';
import { RefuseDialog } from './refuse-dialog';
import { useStaff } from '../staff-context';
import { StaffQueryState } from '../staff-only';
import { useDecidePortfolios, type DecisionOutcome } from './use-decide-portfolios';

const ModerationRouteQuery = graphql(`
  query ModerationRouteQuery {
    moderationQueue {
      total
      items {
        portfolioId
        kind
        submittedAt
        portfolio {
          id
          ...ModerationPortfolio_portfolio
        }
        published {
          id
          ...ModerationPortfolio_portfolio
        }
      }
    }
  }
`);

/**
 * /staff/moderation: what waits for a decision, oldest first. Each is approved, or refused with a reason, alone or
 * with others selected; the list and the staff menu's count follow. Members without a role are told it is for staff.
 */
export default function ModerationRoute() {
  const text = useText();
  const dialog = useDialog();
  useUnlistedPageHead('staff.moderation.title');
  const query = useQuery(ModerationRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusing, setRefusing] = useState<string[] | null>(null);
  const [report, setReport] = useState<Said | null>(null);
  const { decide, deciding } = useDecidePortfolios(setReport);
  const { viewer } = useStaff();

  const data = query.data ?? query.previousData;
  if (!data) return <StaffQueryState query={query} />;

  const items = data.moderationQueue.items;
  const titleOf = (portfolioId: string) => {
    const item = items.find((each) => each.portfolioId === portfolioId);
    return item ? getFragmentData(ModerationPortfolio_portfolio, item.portfolio).title : portfolioId;
  };
  // Nobody decides on their own work (the server refuses it too): it is shown, never offered or selected.
  const isOwn = (item: (typeof items)[number]) =>
    getFragmentData(ModerationPortfolio_portfolio, item.portfolio).designer?.id === viewer.id;
  const decidable = items.filter((item) => !isOwn(item)).map((item) => item.portfolioId);
  // Only what still waits counts as selected (another moderator may have taken some meanwhile).
  const chosen = decidable.filter((id) => selected.has(id));

  function describe(outcome: DecisionOutcome, decision: ModerationDecision): Said {
    const decided = outcome.results.filter((result) => result.decided);
    const own = outcome.results.filter((result) => result.messageCode === 'OWN_PORTFOLIO');
    const missed = outcome.results.filter((result) => !result.decided && !own.includes(result));
    const titles = (results: typeof missed) =>
      results.map((result) => `“${titleOf(result.portfolioId)}”`).join(', ');
    const unmailed = decided.filter((result) => result.mailed === false);
    const lines: string[] = [];
    if (decided.length > 0)
      lines.push(
        text(decision === 'APPROVE' ? 'staff.result.approved' : 'staff.result.refused', {
          count: decided.length,
        }),
      );
    if (missed.length > 0)
      lines.push(text('staff.result.alreadyDecided', { count: missed.length, titles: titles(missed) }));
    if (own.length > 0) lines.push(text('staff.result.own', { count: own.length, titles: titles(own) }));
    if (unmailed.length > 0) lines.push(text('staff.result.notMailed', { count: unmailed.length }));
    if (lines.length === 0) lines.push(text('staff.result.nothingDecided'));
    return {
      tone: missed.length > 0 || own.length > 0 || unmailed.length > 0 ? 'warning' : 'success',
      message: lines,
    };
  }

  async function send(portfolioIds: string[], decision: ModerationDecision, reason?: string) {
    const outcome = await decide(
      portfolioIds,
      decision,
      {
        failed: text('staff.result.failed'),
        done: (payload) => describe(payload, decision),
        refused: ({ refusals }) => ({ tone: 'error', message: refusals.map((refusal) => refusal.text) }),
      },
      reason,
    );
    if (outcome.ok) setSelected((now) => new Set([...now].filter((id) => !portfolioIds.includes(id))));
  }

  async function approve(portfolioIds: string[]) {
    if (portfolioIds.length > 1) {
      const yes = await dialog.confirm({
        kind: 'question',
        title: text('staff.moderation.approveConfirm', { count: portfolioIds.length }),
      });
      if (!yes) return;
    }
    await send(portfolioIds, 'APPROVE');
  }

  const allSelected = decidable.length > 0 && chosen.length === decidable.length;

  return (
    <>
      <PageTitle>{text('staff.moderation.title')}</PageTitle>
      <PageSubtitle>{text('staff.moderation.subtitle')}</PageSubtitle>
      <StatusLine said={report} boxed testId="decision-report" />
      {items.length === 0 ? (
        <Empty>{text('staff.moderation.empty')}</Empty>
      ) : (
        <>
          <Toolbar aria-label={text('staff.moderation.count', { count: data.moderationQueue.total })}>
            <label>
              <input
                type="checkbox"
                checked={allSelected}
                disabled={decidable.length === 0}
                onChange={(event) => setSelected(new Set(event.target.checked ? decidable : []))}
              />
              {text('staff.moderation.selectAll')}
            </label>
            <span className="count">
              {text('staff.moderation.count', { count: data.moderationQueue.total })}
              {items.length < data.moderationQueue.total
                ? ` · ${text('staff.moderation.oldestShown', { count: items.length })}`
                : null}
              {chosen.length > 0 ? ` · ${text('staff.moderation.selected', { count: chosen.length })}` : null}
            </span>
            <span className="actions">
              <PrimaryButton
                type="button"
                disabled={chosen.length === 0 || deciding}
                onClick={() => void approve(chosen)}
              >
                {text('staff.moderation.approveSelected')}
              </PrimaryButton>
              <OutlineButton
                type="button"
                disabled={chosen.length === 0 || deciding}
                onClick={() => setRefusing(chosen)}
              >
                {text('staff.moderation.refuseSelected')}
              </OutlineButton>
            </span>
          </Toolbar>
          <Queue>
            {items.map((item) => (
              <li key={item.portfolioId}>
                <ModerationItem
                  item={item}
                  selected={selected.has(item.portfolioId)}
                  own={isOwn(item)}
                  busy={deciding}
                  onSelect={(on) =>
                    setSelected((now) => {
                      const next = new Set(now);
                      if (on) next.add(item.portfolioId);
                      else next.delete(item.portfolioId);
                      return next;
                    })
                  }
                  onApprove={() => void approve([item.portfolioId])}
                  onRefuse={() => setRefusing([item.portfolioId])}
                />
              </li>
            ))}
          </Queue>
        </>
      )}
      {refusing ? (
        <RefuseDialog
          count={refusing.length}
          name={titleOf(refusing[0] ?? '')}
          onClose={() => setRefusing(null)}
          onRefuse={async (reason) => {
            await send(refusing, 'REJECT', reason);
            setRefusing(null);
          }}
        />
      ) : null}
    </>
  );
}

const Toolbar = styled.section`
  ${wrappingRow}
  gap: 8px 16px;
  margin-bottom: 16px;
  padding: 10px 16px;
  ${framedSurface}
  background: ${({ theme }) => theme.colors.canvas};
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
  .count {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-left: auto;
  }
  /* Kept in view under the header while scrolling the list, where the screen has room for it. */
  ${media.medium} {
    position: sticky;
    top: ${({ theme }) => theme.layout.headerHeight};
    z-index: 5;
  }
`;

const Queue = styled.ol`
  display: grid;
  gap: 16px;
  list-style: none;
  margin: 0 0 48px;
  padding: 0;
`;

const Empty = styled.p`
  padding: 56px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
