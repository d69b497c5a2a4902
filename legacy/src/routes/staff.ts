import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { siteUrlOf, type LegacyApp, type LegacyRouter } from '../app';
import { decide, type ApprovalDecision } from '../portfolios/approval';
import { findPortfolio, unpublishedPortfolioIds, type PortfolioRow } from '../portfolios/portfolios';
import { revisionOf } from '../portfolios/revisions';
import { findMemberByEmail } from '../members/members';
import { MAX_QUEUE_PAGE, moderationQueue } from '../staff/moderation';
import { auditLogPage, auditedChange } from '../staff/audit-log';
import { isStaffRole, requireStaffRole, setStaffRole, staffMembers, STAFF_ROLES } from '../staff/roles';
import { MAX_HIGHLIGHTS, setHighlights } from '../staff/highlights';
import { enquiryPage, markEnquiry } from '../staff/enquiries';
import { highlightedPortfolios } from '../portfolios/rankings';
import { portfoliosJson } from '../portfolios/portfolio-json';
import { idFromPath } from '../http/input';
import { audienceTotals } from '../audience/totals';

/** At most this many portfolios in one decision (the queue's bulk actions). */
const MAX_DECISIONS = 100;

export const NOT_WAITING = 'This portfolio is not waiting for a decision.';
export const OWN_PORTFOLIO = 'Another member of staff decides on your own portfolio.';

/**
 * The staff's routes (issue 16): the moderation queue and its decisions for moderators and operators; the audit
 * log, roles and the audience's totals (issue 29) for operators. Every action is written to the audit log in the
 * transaction that does it.
 */
export function registerStaffRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  /** The portfolio when it is in the queue (new and pending, or published with an edit pending); else undefined. */
  function waitingPortfolio(portfolioId: number): PortfolioRow | undefined {
    const portfolio = findPortfolio(db, portfolioId);
    if (!portfolio || portfolio.revision_of !== null) return undefined;
    const waits =
      portfolio.is_approve === 1
        ? (revisionOf(db, portfolioId)?.is_approve ?? 0) !== 0
        : portfolio.is_approve !== 0;
    return waits ? portfolio : undefined;
  }

  router.get('/api/staff/moderation', { session: 'required' }, ({ input, session }) => {
    requireStaffRole(db, session.memberId, STAFF_ROLES);
    const limit = Math.min(Math.max(input.integer('limit') ?? 50, 1), MAX_QUEUE_PAGE);
    return { json: { status: 200, ...moderationQueue(db, limit) } };
  });

  router.post('/api/staff/moderation', { session: 'required' }, async ({ input, request, session }) => {
    requireStaffRole(db, session.memberId, STAFF_ROLES);
    const decision = input.string('decision');
    const ids = input.array('portfolio_ids');
    const reason = input.string('reason').trim();
    const validator = new Validator(input).maxLength('reason', 1000);
    if (decision !== 'approve' && decision !== 'reject')
      validator.fail('decision', 'The decision must be approve or reject.');
    if (
      ids.length === 0 ||
      ids.length > MAX_DECISIONS ||
      !ids.every((id) => Number.isInteger(id) && Number(id) > 0)
    )
      validator.fail('portfolio_ids', `Choose between 1 and ${MAX_DECISIONS} portfolios.`);
    if (decision === 'reject' && reason === '')
      validator.fail('reason', 'Give the designer a reason for the refusal.');
    validator.check();
    const now = app.clock();
    const siteUrl = siteUrlOf(app, request);
    const results = [];
    for (const id of new Set(ids as number[])) {
      const waiting = waitingPortfolio(id);
      if (!waiting) {
        results.push({ portfolio_id: id, status: 409, message: NOT_WAITING });
        continue;
      }
      // Nobody approves (or refuses) their own work: another member of staff decides on it.
      const owner = waiting.member_id;
      if (owner === session.memberId) {
        results.push({ portfolio_id: id, status: 403, message: OWN_PORTFOLIO });
        continue;
      }
      const outcome = auditedChange(db, { memberId: session.memberId, now }, () => {
        const decided = decide(db, id, decision as ApprovalDecision, {
          reason,
          now,
          siteUrl,
        });
        return {
          result: decided,
          entry: {
            action: decision === 'approve' ? 'portfolio.approve' : 'portfolio.reject',
            targetType: 'portfolio',
            targetId: id,
            detail: {
              revision: decided.revision,
              title: findPortfolio(db, id)?.project_title ?? '',
              ...(reason ? { reason } : {}),
            },
          },
        };
      });
      // The decision stands whether or not the e-mail leaves: the designer also reads it in their list.
      let mailed = outcome.mail === null ? null : true;
      if (outcome.mail) await app.mailer.send(outcome.mail).catch(() => (mailed = false));
      results.push({
        portfolio_id: id,
        member_id: owner,
        status: 200,
        message: outcome.message,
        revision: outcome.revision,
        mailed,
      });
    }
    return { json: { status: 200, data: results } };
  });

  router.put('/api/staff/highlights', { session: 'required' }, ({ input, session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    const validator = new Validator(input);
    const ids = validator.idList('portfolio_ids', MAX_HIGHLIGHTS, {
      invalid: 'Each highlight must be a different portfolio id.',
      tooMany: `At most ${MAX_HIGHLIGHTS} portfolios can be highlighted.`,
    });
    if (unpublishedPortfolioIds(db, ids).length > 0)
      validator.fail('portfolio_ids', 'Only published portfolios can be highlighted.');
    validator.check();
    auditedChange(db, { memberId: session.memberId, now: app.clock() }, () => {
      setHighlights(db, ids);
      return {
        result: null,
        entry: {
          action: 'highlights.set',
          targetType: 'highlights',
          targetId: null,
          detail: { portfolio_ids: ids },
        },
      };
    });
    return { json: { status: 200, data: portfoliosJson(db, highlightedPortfolios(db, MAX_HIGHLIGHTS)) } };
  });

  router.get('/api/staff/enquiries', { session: 'required' }, ({ input, session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    return { json: { status: 200, ...enquiryPage(db, input.page()) } };
  });

  router.put('/api/staff/enquiries/{id}', { session: 'required' }, ({ input, params, session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    const id = idFromPath(params.id);
    const read = input.value('read') !== false;
    const enquiry =
      id === undefined
        ? undefined
        : auditedChange(db, { memberId: session.memberId, now: app.clock() }, () => {
            const marked = markEnquiry(db, id, read, session.memberId, app.clock());
            return {
              result: marked,
              entry: marked
                ? { action: read ? 'enquiry.read' : 'enquiry.unread', targetType: 'enquiry', targetId: id }
                : null,
            };
          });
    if (!enquiry) throw new HttpError(404, 'Enquiry not found.');
    return { json: { status: 200, data: enquiry } };
  });

  router.get('/api/staff/audience', { session: 'required' }, ({ session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    return { json: { status: 200, data: audienceTotals(db, app.clock()) } };
  });

  router.get('/api/staff/audit-log', { session: 'required' }, ({ input, session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    return { json: { status: 200, ...auditLogPage(db, input.page()) } };
  });

  router.get('/api/staff/roles', { session: 'required' }, ({ session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    return { json: { status: 200, data: staffMembers(db) } };
  });

  router.put('/api/staff/roles', { session: 'required' }, ({ input, session }) => {
    requireStaffRole(db, session.memberId, ['operator']);
    const role = input.string('role');
    const validator = new Validator(input).required('email', 'role').email('email');
    if (role !== '' && role !== 'none' && !isStaffRole(role))
      validator.fail('role', 'The role must be moderator, operator or none.');
    validator.check();
    const member = findMemberByEmail(db, input.string('email'));
    if (!member) throw new HttpError(404, 'No member has this e-mail.');
    if (member.id === session.memberId && role !== 'operator')
      throw new HttpError(409, 'An operator may not take away their own role.');
    auditedChange(db, { memberId: session.memberId, now: app.clock() }, () => {
      setStaffRole(db, member.id, isStaffRole(role) ? role : null);
      return {
        result: null,
        entry: {
          action: isStaffRole(role) ? 'role.grant' : 'role.revoke',
          targetType: 'member',
          targetId: member.id,
          detail: { email: member.email, role: isStaffRole(role) ? role : null },
        },
      };
    });
    return {
      json: {
        status: 200,
        data: { member_id: member.id, email: member.email, staff_role: isStaffRole(role) ? role : null },
      },
    };
  });
}
