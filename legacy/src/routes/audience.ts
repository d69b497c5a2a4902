import { HttpError } from '../http/http-error';
import { idFromPath, type Input } from '../http/input';
import { Validator } from '../http/validation';
import { siteLinks } from '../http/site-links';
import { siteUrlOf, type LegacyApp, type LegacyRouter } from '../app';
import { designersJson, isPublicDesigner } from '../members/designers';
import { omittedFields } from '../portfolios/portfolio-json';
import { findPortfolio } from '../portfolios/portfolios';
import { designerEnquiryMail } from '../mail/templates';
import {
  appreciablePortfolio,
  appreciate,
  appreciatedAmong,
  appreciatedPortfolioPage,
  withdrawAppreciation,
} from '../audience/appreciations';
import {
  DESIGNER_NOT_FOUND,
  follow,
  followedAmong,
  followedDesignerPage,
  followingPortfolioPage,
  requireDesigner,
  suggestedDesignerIds,
  unfollow,
} from '../audience/follows';
import {
  BUDGETS,
  designerEnquiryPage,
  hasApprovedWork,
  isApprovedWorkOf,
  saveDesignerEnquiry,
  unreadEnquiryCount,
  updateDesignerEnquiry,
  type Budget,
} from '../audience/enquiries';
import { memberSettings, updateMemberSettings } from '../audience/settings';
import { markNotificationsRead, notificationPage, unreadNotificationCount } from '../audience/notifications';

/** The check calls take at most this many ids. */
const MAX_CHECKED_IDS = 100;
/** Designer suggestions answer at most this many. */
const SUGGESTED_DESIGNERS = 8;

/** A boolean the body sent, or undefined when it sent none (check it with `Validator.boolean` first). */
function sentBoolean(input: Input, name: string): boolean | undefined {
  const value = input.value(name);
  return value === undefined || value === null ? undefined : input.boolean(name);
}

/**
 * The audience (issue 29): appreciations, follows, enquiries to designers, settings and notifications. What a member
 * appreciates and whom they follow is listed to that member only; counts are public.
 */
export function registerAudienceRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;

  // ----- Appreciations ----------------------------------------------------------------------------------------
  router.post('/api/portfolio/{id}/appreciation', { session: 'required' }, ({ params, session }) => {
    const portfolio = appreciablePortfolio(db, idFromPath(params.id));
    const data = appreciate(db, session.memberId, portfolio, app.clock());
    return { json: { status: 200, message: 'Appreciated.', data } };
  });

  router.delete('/api/portfolio/{id}/appreciation', { session: 'required' }, ({ params, session }) => {
    const portfolio = appreciablePortfolio(db, idFromPath(params.id));
    const data = withdrawAppreciation(db, session.memberId, portfolio);
    return { json: { status: 200, message: 'Appreciation withdrawn.', data } };
  });

  router.get('/api/my-appreciations', { session: 'required' }, ({ input, session }) => {
    const page = appreciatedPortfolioPage(db, {
      memberId: session.memberId,
      page: input.page(),
      omit: omittedFields(input),
    });
    return { json: { status: 200, ...page } };
  });

  router.get('/api/my-appreciations/check', { session: 'required' }, ({ input, session }) => {
    const validator = new Validator(input);
    const ids = validator.idSet('portfolio_ids', MAX_CHECKED_IDS, 'The portfolio ids must be 1 to 100 ids.');
    validator.check();
    return { json: { status: 200, data: appreciatedAmong(db, session.memberId, ids) } };
  });

  // ----- Follows ----------------------------------------------------------------------------------------------
  router.post('/api/designer/{member_id}/follow', { session: 'required' }, ({ params, session }) => {
    const designer = requireDesigner(db, idFromPath(params.member_id));
    // Only a designer can be followed; one already followed can always be left (below).
    if (!isPublicDesigner(db, designer.id)) throw new HttpError(404, DESIGNER_NOT_FOUND);
    const data = follow(db, session.memberId, designer.id, app.clock());
    return { json: { status: 200, message: 'Followed.', data } };
  });

  router.delete('/api/designer/{member_id}/follow', { session: 'required' }, ({ params, session }) => {
    const designer = requireDesigner(db, idFromPath(params.member_id));
    const data = unfollow(db, session.memberId, designer.id);
    return { json: { status: 200, message: 'Unfollowed.', data } };
  });

  router.get('/api/my-following', { session: 'required' }, ({ input, session }) => {
    const { meta, rows } = followedDesignerPage(db, { memberId: session.memberId, page: input.page() });
    const designers = new Map(
      designersJson(
        db,
        rows.map((row) => row.designer_id),
      ).map((designer) => [designer.member_id, designer]),
    );
    const data = rows.flatMap((row) => {
      const designer = designers.get(row.designer_id);
      return designer ? [{ ...designer, followed_at: row.followed_at }] : [];
    });
    return { json: { status: 200, ...meta, data } };
  });

  router.get('/api/my-following/check', { session: 'required' }, ({ input, session }) => {
    const validator = new Validator(input);
    const ids = validator.idSet('member_ids', MAX_CHECKED_IDS, 'The member ids must be 1 to 100 ids.');
    validator.check();
    return { json: { status: 200, data: followedAmong(db, session.memberId, ids) } };
  });

  router.get('/api/following-portfolios', { session: 'required' }, ({ input, session }) => {
    const page = followingPortfolioPage(db, {
      memberId: session.memberId,
      page: input.page(),
      omit: omittedFields(input),
    });
    return { json: { status: 200, ...page } };
  });

  router.get('/api/designer-suggestions', { session: 'required' }, ({ session }) => {
    const data = designersJson(db, suggestedDesignerIds(db, session.memberId, SUGGESTED_DESIGNERS));
    return { json: { status: 200, data } };
  });

  // ----- Enquiries to designers -------------------------------------------------------------------------------
  router.post(
    '/api/designer/{member_id}/enquiry',
    { session: 'optional' },
    async ({ input, params, session, request }) => {
      const designer = requireDesigner(db, idFromPath(params.member_id));
      if (!hasApprovedWork(db, designer.id)) throw new HttpError(404, DESIGNER_NOT_FOUND);
      if (designer.accepts_enquiries !== 1)
        throw new HttpError(403, 'This designer does not take enquiries.');
      const validator = new Validator(input)
        .required('name', 'email', 'work_type', 'message')
        .email('email')
        .maxLength('name', 191)
        .maxLength('email', 191)
        .maxLength('organisation', 191)
        .maxLength('work_type', 200)
        .maxLength('message', 5000);
      const budget = input.string('budget');
      if (budget !== '' && !(BUDGETS as readonly string[]).includes(budget))
        validator.fail('budget', 'The selected budget is invalid.');
      const portfolioId = input.has('portfolio_id') ? input.integer('portfolio_id') : undefined;
      if (
        input.has('portfolio_id') &&
        (portfolioId === undefined || !isApprovedWorkOf(db, designer.id, portfolioId))
      )
        validator.fail('portfolio_id', 'The selected portfolio id is invalid.');
      validator.check();
      const enquiry = {
        designerId: designer.id,
        name: input.string('name'),
        email: input.string('email'),
        organisation: input.string('organisation'),
        workType: input.string('work_type'),
        budget: (budget || null) as Budget | null,
        message: input.string('message'),
        portfolioId: portfolioId ?? null,
      };
      const id = saveDesignerEnquiry(db, enquiry, { now: app.clock(), senderMemberId: session?.memberId });
      const portfolio = portfolioId === undefined ? undefined : findPortfolio(db, portfolioId);
      const mail = designerEnquiryMail(designer.email, {
        ...enquiry,
        portfolio: portfolio
          ? {
              title: portfolio.project_title,
              link: siteLinks.portfolio(siteUrlOf(app, request), portfolio.id),
            }
          : null,
      });
      // The enquiry is in the inbox whether or not its e-mail leaves; the sender is told which.
      let mailed = true;
      await app.mailer.send(mail).catch(() => (mailed = false));
      return { json: { status: 200, message: 'Enquiry sent.', data: { id, mailed } } };
    },
  );

  router.get('/api/my-enquiries', { session: 'required' }, ({ input, session }) => {
    new Validator(input).boolean('archived').check();
    const page = designerEnquiryPage(db, {
      designerId: session.memberId,
      archived: input.boolean('archived'),
      page: input.page(),
    });
    return { json: { status: 200, ...page } };
  });

  router.put('/api/my-enquiries/{id}', { session: 'required' }, ({ input, params, session }) => {
    const id = idFromPath(params.id);
    const validator = new Validator(input).boolean('read').boolean('archived');
    const read = sentBoolean(input, 'read');
    const archived = sentBoolean(input, 'archived');
    if (read === undefined && archived === undefined)
      validator.fail('read', 'The read field is required when archived is not present.');
    validator.check();
    const enquiry =
      id === undefined
        ? undefined
        : updateDesignerEnquiry(db, { designerId: session.memberId, id, read, archived, now: app.clock() });
    if (!enquiry) throw new HttpError(404, 'Enquiry not found.');
    return { json: { status: 200, data: enquiry } };
  });

  // ----- Settings ---------------------------------------------------------------------------------------------
  router.get('/api/my-settings', { session: 'required' }, ({ session }) => {
    return { json: { status: 200, data: memberSettings(db, session.memberId) } };
  });

  router.put('/api/my-settings', { session: 'required' }, ({ input, session }) => {
    new Validator(input).boolean('accepts_enquiries').boolean('digest').check();
    const data = updateMemberSettings(db, session.memberId, {
      accepts_enquiries: sentBoolean(input, 'accepts_enquiries'),
      digest: sentBoolean(input, 'digest'),
    });
    return { json: { status: 200, data } };
  });

  // ----- Notifications ----------------------------------------------------------------------------------------
  router.get('/api/notifications', { session: 'required' }, ({ input, session }) => {
    return { json: { status: 200, ...notificationPage(db, session.memberId, input.page()) } };
  });

  router.get('/api/notifications/unread', { session: 'required' }, ({ session }) => {
    return {
      json: {
        status: 200,
        unread: unreadNotificationCount(db, session.memberId),
        enquiries_unread: unreadEnquiryCount(db, session.memberId),
      },
    };
  });

  router.post('/api/notifications/read', { session: 'required' }, ({ input, session }) => {
    const validator = new Validator(input);
    const sent = input.value('ids');
    // No ids: every notification; an empty list: none (a client's empty page never marks them all).
    const ids =
      sent === undefined || sent === null
        ? undefined
        : Array.isArray(sent) && sent.length === 0
          ? []
          : validator.idSet('ids', MAX_CHECKED_IDS, 'The ids must be 1 to 100 notification ids.');
    validator.check();
    markNotificationsRead(db, session.memberId, ids, app.clock());
    return { json: { status: 200, unread: unreadNotificationCount(db, session.memberId) } };
  });
}
