import type { Database } from '../db/database';
import { formatTimestamp } from '../clock';
import type { MailMessage } from '../mail/mailer';
import { approvalMail, refusalMail } from '../mail/templates';
import { findPortfolio } from './portfolios';
import { publishRevision, refuse, revisionOf } from './revisions';
import { siteLinks } from '../http/site-links';

export type ApprovalDecision = 'approve' | 'reject';

/** What an operator's decision did, and the e-mail the designer is to receive (approval or refusal), if any. */
export interface ApprovalOutcome {
  message: string;
  mail: MailMessage | null;
  /** Whether the decision was on an edit of a published portfolio. */
  revision: boolean;
  /** The designer whose work it is. */
  memberId: number;
  /** The refusal's reason as stored (trimmed; null for none). */
  reason: string | null;
  /** When the designer last sent the work that waited for this decision; null when none waited (a decision again). */
  submittedAt: string | null;
  /** When it was decided (`YYYY-MM-DD HH:MM:SS`, UTC). */
  decidedAt: string;
}

/** What a decision may say besides itself: why (a refusal), when, and the site its e-mail links to. */
export interface DecisionOptions {
  reason?: string;
  now?: Date;
  siteUrl?: string;
}

/**
 * An operator's decision on a portfolio, or on the revision waiting on it (decision 022). For a new portfolio,
 * approving publishes it (is_approve 1, approved now, so it counts as new) and rejecting sets is_approve 0 with
 * the reason. For an approved portfolio with a revision waiting, approving puts the revision's content on the
 * public portfolio, and rejecting keeps the public version and records the reason on the revision. Either comes
 * with the e-mail telling the designer: an approval links to the published work, a refusal says why and leads to
 * their list (both on `siteUrl`). Whom else it concerns (the designer's notifications, the review times) the caller
 * tells, in the same transaction (routes/staff.ts). Throws when there is no such portfolio or the id is a revision's.
 */
export function decide(
  db: Database,
  portfolioId: number,
  decision: ApprovalDecision,
  options: DecisionOptions = {},
): ApprovalOutcome {
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() || null;
  const portfolio = findPortfolio(db, portfolioId);
  if (!portfolio) throw new Error(`There is no portfolio ${portfolioId}.`);
  if (portfolio.revision_of !== null) {
    throw new Error(
      `Portfolio ${portfolioId} is a revision of portfolio ${portfolio.revision_of}: decide on that one.`,
    );
  }
  const revision = portfolio.is_approve === 1 ? revisionOf(db, portfolioId) : undefined;
  const waiting = revision && revision.is_approve !== 0 ? revision : undefined;
  const title = (waiting ?? portfolio).project_title;
  // The row that waited for this decision, if one did: the edit, or a new (or resubmitted) portfolio. Work decided
  // again (the approve command can) waited for nothing: it has no review time.
  const submitted =
    waiting ?? (portfolio.is_approve !== 0 && portfolio.is_approve !== 1 ? portfolio : undefined);
  const owner = db
    .prepare<[number], { email: string }>('SELECT email FROM members WHERE id = ?')
    .get(portfolio.member_id);
  db.transaction(() => {
    if (decision === 'approve' && waiting) publishRevision(db, portfolio, waiting);
    else if (decision === 'approve')
      db.prepare(
        `UPDATE portfolios SET is_approve = 1, approved_at = COALESCE(approved_at, ?), rejection_reason = NULL,
           decided_at = NULL
         WHERE id = ?`,
      ).run(formatTimestamp(now), portfolioId);
    else refuse(db, waiting?.id ?? portfolioId, reason, now);
  })();
  const what = waiting ? `The edit of portfolio ${portfolioId}` : `Portfolio ${portfolioId}`;
  const message = `${what} "${title}" ${decision === 'approve' ? 'approved' : 'rejected'}${
    decision === 'reject' && reason ? `: ${reason}` : ''
  }.`;
  const siteUrl = options.siteUrl ?? '';
  const revised = waiting !== undefined;
  let mail: MailMessage | null = null;
  if (owner && decision === 'approve')
    mail = approvalMail(owner.email, {
      title,
      revision: revised,
      link: siteLinks.portfolio(siteUrl, portfolioId),
    });
  else if (owner)
    mail = refusalMail(owner.email, {
      title,
      reason,
      revision: revised,
      link: siteLinks.ownPortfolios(siteUrl),
    });
  return {
    message,
    mail,
    revision: revised,
    memberId: portfolio.member_id,
    reason,
    submittedAt: submitted?.updated_at ?? null,
    decidedAt: formatTimestamp(now),
  };
}
