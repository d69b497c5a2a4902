import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { formatTimestamp } from '../clock';
import { paginate, placeholders } from '../db/sql';
import {
  PORTFOLIO_NOT_FOUND,
  PORTFOLIOS_PER_PAGE,
  PUBLIC,
  requirePortfolio,
  type PortfolioRow,
} from '../portfolios/portfolios';
import { portfoliosJson, type OmittableField } from '../portfolios/portfolio-json';
import { notifyAppreciation } from './notifications';

/** What an appreciation call answers: the work, whether the caller appreciates it now, and its count. */
export interface AppreciationState {
  portfolio_id: number;
  appreciated: boolean;
  appreciations: number;
}

/** The approved portfolio a member may appreciate: 410 when deleted, 404 when it never was or is not approved. */
export function appreciablePortfolio(db: Database, id: number | undefined): PortfolioRow {
  const portfolio = requirePortfolio(db, id);
  // Not even its owner appreciates work the public cannot see.
  if (portfolio.is_approve !== 1) throw new HttpError(404, PORTFOLIO_NOT_FOUND);
  return portfolio;
}

function appreciationCount(db: Database, portfolioId: number): number {
  return db
    .prepare<[number], { appreciation_count: number }>(
      'SELECT appreciation_count FROM portfolios WHERE id = ?',
    )
    .get(portfolioId)!.appreciation_count;
}

/** A member appreciates a portfolio, and its designer is told (grouped by day); 403 for one's own, 409 twice. */
export function appreciate(
  db: Database,
  memberId: number,
  portfolio: PortfolioRow,
  now: Date,
): AppreciationState {
  if (portfolio.member_id === memberId) throw new HttpError(403, 'You cannot appreciate your own portfolio.');
  return db.transaction(() => {
    const added = db
      .prepare(
        'INSERT INTO appreciations (member_id, portfolio_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .run(memberId, portfolio.id, formatTimestamp(now));
    if (added.changes === 0) throw new HttpError(409, 'You have already appreciated this portfolio.');
    notifyAppreciation(db, { designerId: portfolio.member_id, memberId, portfolioId: portfolio.id, now });
    return {
      portfolio_id: portfolio.id,
      appreciated: true,
      appreciations: appreciationCount(db, portfolio.id),
    };
  })();
}

/** A member withdraws their appreciation (the notification made stays); 409 when there is none. */
export function withdrawAppreciation(
  db: Database,
  memberId: number,
  portfolio: PortfolioRow,
): AppreciationState {
  const removed = db
    .prepare('DELETE FROM appreciations WHERE member_id = ? AND portfolio_id = ?')
    .run(memberId, portfolio.id);
  if (removed.changes === 0) throw new HttpError(409, 'You have not appreciated this portfolio.');
  return {
    portfolio_id: portfolio.id,
    appreciated: false,
    appreciations: appreciationCount(db, portfolio.id),
  };
}

/** One page of the approved portfolios a member appreciates, the latest appreciated first, each with when. */
export function appreciatedPortfolioPage(
  db: Database,
  query: { memberId: number; page: number; omit: ReadonlySet<OmittableField> },
) {
  const { meta, rows } = paginate<PortfolioRow & { appreciated_at: string }>(db, {
    select: 'p.*, a.created_at AS appreciated_at',
    fromSql: `FROM appreciations a JOIN portfolios p ON p.id = a.portfolio_id
      WHERE a.member_id = @memberId AND ${PUBLIC}`,
    orderSql: 'ORDER BY a.created_at DESC, a.rowid DESC',
    params: { memberId: query.memberId },
    page: query.page,
    perPage: PORTFOLIOS_PER_PAGE,
  });
  const data = portfoliosJson(db, rows, query.omit).map((portfolio, index) => ({
    ...portfolio,
    appreciated_at: rows[index]?.appreciated_at ?? null,
  }));
  return { ...meta, data };
}

/** The ids among `portfolioIds` that the member appreciates, in the order asked. */
export function appreciatedAmong(db: Database, memberId: number, portfolioIds: number[]): number[] {
  const found = new Set(
    db
      .prepare<number[], { portfolio_id: number }>(
        `SELECT portfolio_id FROM appreciations
         WHERE member_id = ? AND portfolio_id IN (${placeholders(portfolioIds.length)})`,
      )
      .all(memberId, ...portfolioIds)
      .map((row) => row.portfolio_id),
  );
  return portfolioIds.filter((id) => found.has(id));
}
