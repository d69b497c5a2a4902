import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { siteUrlOf, type LegacyApp, type LegacyRouter } from '../app';
import {
  decide,
  type ApprovalDecision,
  type ApprovalOutcome,
  type DecisionOptions,
} from '../portfolios/approval';
import { openDatabase, type Database } from '../db/database';
import { notifyDecision } from '../audience/notifications';
import { recordReview } from '../insights/reviews';
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
import Type from 'typebox';
import { Data, idParams, Nullable, Paged } from '../contract/common';
import { AudienceTotals } from '../contract/audience';
import { Portfolio } from '../contract/portfolios';
import {
  Enquiry,
  EnquiryPage,
  ModerationBody,
  ModerationQueue,
  ModerationResult,
  StaffAction,
  StaffMember,
  StaffRoleBody,
} from '../contract/staff';

/** At most this many portfolios in one decision (the queue's bulk actions). */
const MAX_DECISIONS = 100;

export const NOT_WAITING = 'This portfolio is not waiting for a decision.';
export const OWN_PORTFOLIO = 'Another member of staff decides on your own portfolio.';

/**
 * A decision on a portfolio (portfolios/approval.ts), told in its transaction to whom it concerns: the designer, among
 * their notifications (audience), and the insights, with how long the work waited (a decision on work that waited).
 * The moderation route and the approve command both decide this way.
 */
export function decideAndTell(
  db: Database,
  portfolioId: number,
  decision: ApprovalDecision,
  options: DecisionOptions = {},
): ApprovalOutcome {
  const now = options.now ?? new Date();
  return db.transaction(() => {
    const outcome = decide(db, portfolioId, decision, { ...options, now });
    const approved = decision === 'approve';
    if (outcome.submittedAt !== null)
      recordReview(db, {
        portfolioId,
        revision: outcome.revision,
        outcome: approved ? 'approved' : 'refused',
        submittedAt: outcome.submittedAt,
        decidedAt: outcome.decidedAt,
      });
    // The designer reads the decision among their notifications too, whoever took it (staff or the command).
    notifyDecision(db, {
      memberId: outcome.memberId,
      portfolioId,
      approved,
      reason: outcome.reason,
      revision: outcome.revision,
      now,
    });
    return outcome;
  })();
}

/** `decideAndTell` on the store in `dataDir`, through a connection of its own (`npm run legacy:approve`). */
export function setApproval(
  dataDir: string,
  portfolioId: number,
  decision: ApprovalDecision,
  options: DecisionOptions = {},
): ApprovalOutcome {
  const db = openDatabase(dataDir);
  try {
    return decideAndTell(db, portfolioId, decision, options);
  } finally {
    db.close();
  }
}

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

  /** Who may call the operators' routes. */
  const operatorsOnly =
    'Operators only: 403 `Only operators may do this.` for anyone else (a moderator too).';
  const pageText = Type.String({ description: 'The page, from 1; anything else is page 1.' });

  router.get(
    '/api/staff/moderation',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'What waits for a decision, oldest first: new portfolios and edits of published ones.',
        description:
          'Moderators and operators: 403 `Only the design centre’s staff may do this.` for anyone else.',
        query: Type.Object({
          limit: Type.Optional(
            Type.String({
              description:
                'How many entries, 50 by default: at least 1, at most 100; not a whole number: 50.',
            }),
          ),
        }),
        answer: ModerationQueue,
      },
    },
    ({ input, session }) => {
      requireStaffRole(db, session.memberId, STAFF_ROLES);
      const limit = Math.min(Math.max(input.integer('limit') ?? 50, 1), MAX_QUEUE_PAGE);
      return { json: { status: 200, ...moderationQueue(db, limit) } };
    },
  );

  router.post(
    '/api/staff/moderation',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Approves or refuses (with a reason) some waiting portfolios: a result for each.',
        description:
          'Moderators and operators: 403 `Only the design centre’s staff may do this.` for anyone else. Each ' +
          'result is 200 (decided, with the owner’s `member_id` and whether the e-mail to the designer left), 409 ' +
          '`This portfolio is not waiting for a decision.` or 403 `Another member of staff decides on your own ' +
          'portfolio.`; the others of the same call are decided. The designer is e-mailed and notified; each ' +
          'decision is written to the audit log. 422 `The decision must be approve or reject.`, `Choose between 1 ' +
          'and 100 portfolios.`, `Give the designer a reason for the refusal.`',
        body: ModerationBody,
        answer: Data(Type.Array(ModerationResult)),
      },
    },
    async ({ input, request, session }) => {
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
          const decided = decideAndTell(db, id, decision as ApprovalDecision, {
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
    },
  );

  router.put(
    '/api/staff/highlights',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Sets the home page’s highlight block, in order; answers it.',
        description:
          `${operatorsOnly} Written to the audit log. 422 \`Each highlight must be a different portfolio id.\`, ` +
          '`At most 6 portfolios can be highlighted.`, `Only published portfolios can be highlighted.`',
        body: Type.Object({
          portfolio_ids: Type.Optional(
            Type.Array(Type.Unknown(), {
              description:
                'Different published portfolios’ ids (JSON numbers), at most 6, in order; empty or left out: ' +
                'none. Anything else is a 422 naming the field.',
            }),
          ),
        }),
        answer: Data(Type.Array(Portfolio)),
      },
    },
    ({ input, session }) => {
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
    },
  );

  router.get(
    '/api/staff/enquiries',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Contact-form messages, newest first, 20 a page, with how many are unread.',
        description: operatorsOnly,
        query: Type.Object({ page: Type.Optional(pageText) }),
        answer: EnquiryPage,
      },
    },
    ({ input, session }) => {
      requireStaffRole(db, session.memberId, ['operator']);
      return { json: { status: 200, ...enquiryPage(db, input.page()) } };
    },
  );

  router.put(
    '/api/staff/enquiries/{id}',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Marks a contact-form message read (by the caller, now) or unread.',
        description: `${operatorsOnly} Written to the audit log. 404 \`Enquiry not found.\``,
        params: idParams('id'),
        body: Type.Object({
          read: Type.Optional(Type.Boolean({ description: 'false: unread again; true or left out: read.' })),
        }),
        answer: Data(Enquiry),
      },
    },
    ({ input, params, session }) => {
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
    },
  );

  router.get(
    '/api/staff/audience',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'The audience’s totals, never who: appreciations, follows and enquiries to designers.',
        description: operatorsOnly,
        answer: Data(AudienceTotals),
      },
    },
    ({ session }) => {
      requireStaffRole(db, session.memberId, ['operator']);
      return { json: { status: 200, data: audienceTotals(db, app.clock()) } };
    },
  );

  router.get(
    '/api/staff/audit-log',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'What the staff did, newest first, 50 a page, with who did each action.',
        description: operatorsOnly,
        query: Type.Object({ page: Type.Optional(pageText) }),
        answer: Paged(StaffAction),
      },
    },
    ({ input, session }) => {
      requireStaffRole(db, session.memberId, ['operator']);
      return { json: { status: 200, ...auditLogPage(db, input.page()) } };
    },
  );

  router.get(
    '/api/staff/roles',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Who holds a staff role: operators first, then moderators, each by e-mail.',
        description: operatorsOnly,
        answer: Data(Type.Array(StaffMember)),
      },
    },
    ({ session }) => {
      requireStaffRole(db, session.memberId, ['operator']);
      return { json: { status: 200, data: staffMembers(db) } };
    },
  );

  router.put(
    '/api/staff/roles',
    {
      session: 'required',
      contract: {
        tag: 'staff',
        summary: 'Gives a member a staff role, or takes it away.',
        description:
          `${operatorsOnly} Written to the audit log. 404 \`No member has this e-mail.\` · 409 \`An operator may not ` +
          'take away their own role.` · 422 `The role must be moderator, operator or none.`',
        body: StaffRoleBody,
        answer: Data(
          Type.Object({
            member_id: Type.Integer(),
            email: Type.String(),
            staff_role: Nullable(Type.String({ description: '`moderator` or `operator`; null: none.' })),
          }),
        ),
      },
    },
    ({ input, session }) => {
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
    },
  );
}
