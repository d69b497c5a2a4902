import Type from 'typebox';
import { HttpError } from '../http/http-error';
import { idFromPath, type Input } from '../http/input';
import { Validator } from '../http/validation';
import { siteLinks } from '../http/site-links';
import { siteUrlOf, type LegacyApp, type LegacyRouter } from '../app';
import { designersJson, isPublicDesigner } from '../portfolios/designers';
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
import { Answer, Data, idParams, MessageData, Paged } from '../contract/common';
import {
  AppreciatedPortfolio,
  Appreciation,
  DesignerEnquiry,
  DesignerEnquiryBody,
  DesignerEnquiryPage,
  DesignerEnquiryUpdateBody,
  Follow,
  FollowedDesigner,
  MemberSettings,
  MemberSettingsBody,
  NotificationPage,
  UnreadCounts,
} from '../contract/audience';
import { Designer } from '../contract/members';
import { Portfolio } from '../contract/portfolios';

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

  const pageText = Type.String({ description: 'The page, from 1; anything else is page 1.' });
  const omitText = Type.String({
    description:
      'Heavy fields to leave out, comma-separated: `detail`, `project_brief`, `portfolio_image`, `tag_port`.',
  });
  const checkedIds = (what: string) =>
    Type.String({
      description: `1 to 100 ${what} ids, comma-separated (an id repeated counts once); anything else is a 422.`,
    });

  // ----- Appreciations ----------------------------------------------------------------------------------------
  router.post(
    '/api/portfolio/{id}/appreciation',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Appreciates an approved portfolio and notifies its designer.',
        description:
          '404 `Portfolio not found.` (also a portfolio that is not approved, even the caller’s own) · 410 deleted · ' +
          '403 `You cannot appreciate your own portfolio.` · 409 `You have already appreciated this portfolio.` ' +
          'The designer is notified (grouped by work and Bangkok day), never told who.',
        params: idParams('id'),
        answer: MessageData(Appreciation),
      },
    },
    ({ params, session }) => {
      const portfolio = appreciablePortfolio(db, idFromPath(params.id));
      const data = appreciate(db, session.memberId, portfolio, app.clock());
      return { json: { status: 200, message: 'Appreciated.', data } };
    },
  );

  router.delete(
    '/api/portfolio/{id}/appreciation',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Withdraws the caller’s appreciation of a portfolio.',
        description:
          '404 (also a portfolio that is not approved) · 410 deleted · 409 `You have not appreciated this portfolio.` ' +
          'A notification already made is kept.',
        params: idParams('id'),
        answer: MessageData(Appreciation),
      },
    },
    ({ params, session }) => {
      const portfolio = appreciablePortfolio(db, idFromPath(params.id));
      const data = withdrawAppreciation(db, session.memberId, portfolio);
      return { json: { status: 200, message: 'Appreciation withdrawn.', data } };
    },
  );

  router.get(
    '/api/my-appreciations',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'The approved portfolios the caller appreciates, the latest appreciated first, 12 a page.',
        query: Type.Object({ page: Type.Optional(pageText), omit: Type.Optional(omitText) }),
        answer: Paged(AppreciatedPortfolio),
      },
    },
    ({ input, session }) => {
      const page = appreciatedPortfolioPage(db, {
        memberId: session.memberId,
        page: input.page(),
        omit: omittedFields(input),
      });
      return { json: { status: 200, ...page } };
    },
  );

  router.get(
    '/api/my-appreciations/check',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Which of some portfolios the caller appreciates, in the order asked.',
        description:
          '422 `The portfolio ids must be 1 to 100 ids.` (also for anything that is not a record id).',
        query: Type.Object({ portfolio_ids: checkedIds('portfolio') }),
        answer: Data(Type.Array(Type.Integer(), { description: 'The ids appreciated, in the order asked.' })),
      },
    },
    ({ input, session }) => {
      const validator = new Validator(input);
      const ids = validator.idSet(
        'portfolio_ids',
        MAX_CHECKED_IDS,
        'The portfolio ids must be 1 to 100 ids.',
      );
      validator.check();
      return { json: { status: 200, data: appreciatedAmong(db, session.memberId, ids) } };
    },
  );

  // ----- Follows ----------------------------------------------------------------------------------------------
  router.post(
    '/api/designer/{member_id}/follow',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Follows a designer and notifies them (once a Bangkok day).',
        description:
          '404 `Designer not found.` (no such member, or a member who is no designer) · ' +
          '403 `You cannot follow yourself.` · 409 `You already follow this designer.`',
        params: idParams('member_id'),
        answer: MessageData(Follow),
      },
    },
    ({ params, session }) => {
      const designer = requireDesigner(db, idFromPath(params.member_id));
      // Only a designer can be followed; one already followed can always be left (below).
      if (!isPublicDesigner(db, designer.id)) throw new HttpError(404, DESIGNER_NOT_FOUND);
      const data = follow(db, session.memberId, designer.id, app.clock());
      return { json: { status: 200, message: 'Followed.', data } };
    },
  );

  router.delete(
    '/api/designer/{member_id}/follow',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Stops following a designer.',
        description: '404 `Designer not found.` · 409 `You do not follow this designer.`',
        params: idParams('member_id'),
        answer: MessageData(Follow),
      },
    },
    ({ params, session }) => {
      const designer = requireDesigner(db, idFromPath(params.member_id));
      const data = unfollow(db, session.memberId, designer.id);
      return { json: { status: 200, message: 'Unfollowed.', data } };
    },
  );

  router.get(
    '/api/my-following',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'The designers the caller follows, the latest followed first, 12 a page.',
        query: Type.Object({ page: Type.Optional(pageText) }),
        answer: Paged(FollowedDesigner),
      },
    },
    ({ input, session }) => {
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
    },
  );

  router.get(
    '/api/my-following/check',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Which of some designers the caller follows, in the order asked.',
        description: '422 `The member ids must be 1 to 100 ids.`',
        query: Type.Object({ member_ids: checkedIds('member') }),
        answer: Data(
          Type.Array(Type.Integer(), { description: 'The member ids followed, in the order asked.' }),
        ),
      },
    },
    ({ input, session }) => {
      const validator = new Validator(input);
      const ids = validator.idSet('member_ids', MAX_CHECKED_IDS, 'The member ids must be 1 to 100 ids.');
      validator.check();
      return { json: { status: 200, data: followedAmong(db, session.memberId, ids) } };
    },
  );

  router.get(
    '/api/following-portfolios',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary:
          'The approved portfolios of the designers the caller follows, newest approval first, 12 a page.',
        query: Type.Object({ page: Type.Optional(pageText), omit: Type.Optional(omitText) }),
        answer: Paged(Portfolio),
      },
    },
    ({ input, session }) => {
      const page = followingPortfolioPage(db, {
        memberId: session.memberId,
        page: input.page(),
        omit: omittedFields(input),
      });
      return { json: { status: 200, ...page } };
    },
  );

  router.get(
    '/api/designer-suggestions',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Up to 8 designers with approved work whom the caller does not follow, the most work first.',
        answer: Data(Type.Array(Designer)),
      },
    },
    ({ session }) => {
      const data = designersJson(db, suggestedDesignerIds(db, session.memberId, SUGGESTED_DESIGNERS));
      return { json: { status: 200, data } };
    },
  );

  // ----- Enquiries to designers -------------------------------------------------------------------------------
  router.post(
    '/api/designer/{member_id}/enquiry',
    {
      session: 'optional',
      contract: {
        tag: 'audience',
        summary: 'Sends a designer an enquiry: stored in their inbox, notified and e-mailed to them.',
        description:
          'No token needed (with one, a designer writing to themselves is not notified). 404 `Designer not found.` ' +
          '(no member with approved work) · 403 `This designer does not take enquiries.`, both before the fields ' +
          'are looked at · 422 naming each wrong field (`The selected budget is invalid.`, `The selected portfolio ' +
          'id is invalid.`); a refused call stores nothing. `mailed` is false when the e-mail could not leave: the ' +
          'enquiry is in the inbox either way.',
        params: idParams('member_id'),
        body: DesignerEnquiryBody,
        answer: MessageData(
          Type.Object({ id: Type.Integer({ description: 'The enquiry’s id.' }), mailed: Type.Boolean() }),
        ),
      },
    },
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

  router.get(
    '/api/my-enquiries',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'The caller’s enquiries: the inbox, or the archive, newest first, 20 a page.',
        description: '422 `The archived field must be true or false.`',
        query: Type.Object({
          page: Type.Optional(pageText),
          archived: Type.Optional(
            Type.String({
              description: '`1` or `true`: the archive; `0` or `false` (the default): the inbox.',
            }),
          ),
        }),
        answer: DesignerEnquiryPage,
      },
    },
    ({ input, session }) => {
      new Validator(input).boolean('archived').check();
      const page = designerEnquiryPage(db, {
        designerId: session.memberId,
        archived: input.boolean('archived'),
        page: input.page(),
      });
      return { json: { status: 200, ...page } };
    },
  );

  router.put(
    '/api/my-enquiries/{id}',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Marks one of the caller’s enquiries read or unread, archived or back in the inbox.',
        description:
          'Marked again, it keeps when it was first read or archived. 404 `Enquiry not found.` (also another ' +
          'member’s) · 422 `The read field is required when archived is not present.`, ' +
          '`The read field must be true or false.`',
        params: idParams('id'),
        body: DesignerEnquiryUpdateBody,
        answer: Data(DesignerEnquiry),
      },
    },
    ({ input, params, session }) => {
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
    },
  );

  // ----- Settings ---------------------------------------------------------------------------------------------
  router.get(
    '/api/my-settings',
    {
      session: 'required',
      contract: { tag: 'audience', summary: 'The caller’s settings.', answer: Data(MemberSettings) },
    },
    ({ session }) => {
      return { json: { status: 200, data: memberSettings(db, session.memberId) } };
    },
  );

  router.put(
    '/api/my-settings',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Changes the caller’s settings; those left out stay as they are.',
        description: '422 `The digest field must be true or false.` (naming the field).',
        body: MemberSettingsBody,
        answer: Data(MemberSettings),
      },
    },
    ({ input, session }) => {
      new Validator(input).boolean('accepts_enquiries').boolean('digest').check();
      const data = updateMemberSettings(db, session.memberId, {
        accepts_enquiries: sentBoolean(input, 'accepts_enquiries'),
        digest: sentBoolean(input, 'digest'),
      });
      return { json: { status: 200, data } };
    },
  );

  // ----- Notifications ----------------------------------------------------------------------------------------
  router.get(
    '/api/notifications',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'The caller’s notifications, newest change first, 20 a page.',
        query: Type.Object({ page: Type.Optional(pageText) }),
        answer: NotificationPage,
      },
    },
    ({ input, session }) => {
      return { json: { status: 200, ...notificationPage(db, session.memberId, input.page()) } };
    },
  );

  router.get(
    '/api/notifications/unread',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'How many notifications and inbox enquiries the caller has unread.',
        answer: UnreadCounts,
      },
    },
    ({ session }) => {
      return {
        json: {
          status: 200,
          unread: unreadNotificationCount(db, session.memberId),
          enquiries_unread: unreadEnquiryCount(db, session.memberId),
        },
      };
    },
  );

  router.post(
    '/api/notifications/read',
    {
      session: 'required',
      contract: {
        tag: 'audience',
        summary: 'Marks some of the caller’s notifications read (others’ ids are passed over).',
        description: '422 `The ids must be 1 to 100 notification ids.`',
        body: Type.Object({
          ids: Type.Optional(
            Type.Unknown({
              description:
                'A list, or comma-separated text, of 1 to 100 notification ids; left out (or null): every ' +
                'one; an empty list: none. Anything else is a 422.',
            }),
          ),
        }),
        answer: Answer({ unread: Type.Integer({ description: 'What stays unread.' }) }),
      },
    },
    ({ input, session }) => {
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
    },
  );
}
