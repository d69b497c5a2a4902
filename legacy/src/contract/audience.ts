import Type from 'typebox';
import { Answer, IdValue, Nullable, Paged, Timestamp } from './common';
import { Designer } from './members';
import { Portfolio } from './portfolios';

/** The audience: appreciations, follows, enquiries to designers, notifications and settings. */

/**
 * A yes or no in a body whose route checks it itself: true, false, 1, 0 (or their text); any other value is the
 * route's 422 naming the field (`The digest field must be true or false.`), so the shape takes any plain value.
 */
const YesNo = Type.Union([Type.Boolean(), Type.Number(), Type.String()], {
  description: 'true, false, 1 or 0 (or their text); anything else is a 422 naming the field.',
});

export const Appreciation = Type.Object(
  { portfolio_id: Type.Integer(), appreciated: Type.Boolean(), appreciations: Type.Integer() },
  { $id: 'Appreciation', description: 'Whether the caller appreciates a portfolio now, and how many do.' },
);

export const AppreciatedPortfolio = Type.Object(
  { ...Portfolio.properties, appreciated_at: Timestamp },
  {
    $id: 'AppreciatedPortfolio',
    description: 'An approved portfolio the caller appreciates, with since when.',
  },
);

export const Follow = Type.Object(
  { member_id: Type.Integer(), following: Type.Boolean(), followers: Type.Integer() },
  { $id: 'Follow', description: 'Whether the caller follows a designer now, and how many do.' },
);

export const FollowedDesigner = Type.Object(
  { ...Designer.properties, followed_at: Timestamp },
  { $id: 'FollowedDesigner', description: 'A designer the caller follows.' },
);

const Budget = Type.Union(
  [Type.Literal('under-50k'), Type.Literal('50k-200k'), Type.Literal('200k-1m'), Type.Literal('over-1m')],
  { description: 'The budget range, in baht.' },
);

export const DesignerEnquiryBody = Type.Object(
  {
    name: Type.String({ description: 'At most 191 characters.' }),
    email: Type.String({ description: 'One address, at most 191 characters.' }),
    organisation: Type.Optional(Nullable(Type.String({ description: 'At most 191 characters.' }))),
    work_type: Type.String({ description: 'What the work is, at most 200 characters.' }),
    budget: Type.Optional(
      Nullable(
        Type.String({ description: '`under-50k`, `50k-200k`, `200k-1m` or `over-1m`; empty for none.' }),
      ),
    ),
    message: Type.String({ description: 'At most 5000 characters.' }),
    portfolio_id: Type.Optional(
      Nullable(IdValue, 'An approved work of this designer the enquiry was sent from (422 otherwise).'),
    ),
  },
  { $id: 'DesignerEnquiryBody', description: 'An enquiry to a designer about work.' },
);

export const DesignerEnquiry = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    organisation: Type.String(),
    work_type: Type.String(),
    budget: Nullable(Budget),
    message: Type.String(),
    portfolio: Nullable(Type.Object({ id: Type.Integer(), project_title: Type.String() })),
    read_at: Nullable(Timestamp),
    archived_at: Nullable(Timestamp),
    created_at: Timestamp,
  },
  { $id: 'DesignerEnquiry', description: 'An enquiry in a designer’s inbox.' },
);

export const DesignerEnquiryPage = Type.Object(
  Paged(DesignerEnquiry, {
    unread: Type.Integer({ description: 'Unread enquiries in the inbox, on every page.' }),
  }).properties,
  {
    $id: 'DesignerEnquiryPage',
    description: 'A page of a designer’s inbox (or archive), newest first, 20 a page.',
  },
);

export const DesignerEnquiryUpdateBody = Type.Object(
  { read: Type.Optional(Nullable(YesNo)), archived: Type.Optional(Nullable(YesNo)) },
  {
    $id: 'DesignerEnquiryUpdateBody',
    description: 'An enquiry marked read or archived (at least one of them; each left out stays as it is).',
  },
);

export const MemberSettings = Type.Object(
  { accepts_enquiries: Type.Boolean(), digest: Type.Boolean() },
  { $id: 'MemberSettings', description: 'A member’s settings.' },
);

export const MemberSettingsBody = Type.Object(
  { accepts_enquiries: Type.Optional(Nullable(YesNo)), digest: Type.Optional(Nullable(YesNo)) },
  { $id: 'MemberSettingsBody', description: 'Settings to change; absent ones are kept.' },
);

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Union([
      Type.Literal('approved'),
      Type.Literal('refused'),
      Type.Literal('follower'),
      Type.Literal('appreciation'),
      Type.Literal('enquiry'),
    ]),
    created_at: Timestamp,
    updated_at: Timestamp,
    read_at: Nullable(Timestamp),
    portfolio: Nullable(Type.Object({ id: Type.Integer(), project_title: Type.String() })),
    actor: Nullable(
      Type.Object({
        member_id: Type.Integer(),
        firstname_th: Type.String(),
        lastname_th: Type.String(),
        firstname_en: Type.String(),
        lastname_en: Type.String(),
        img_path: Nullable(Type.String()),
        public_designer: Type.Boolean({
          description: 'Whether the member shows as a designer (has a page).',
        }),
      }),
    ),
    count: Nullable(Type.Integer()),
    reason: Nullable(Type.String()),
    revision: Nullable(Type.Boolean()),
    enquiry_id: Nullable(Type.Integer()),
    actor_name: Nullable(Type.String()),
  },
  { $id: 'Notification', description: 'Something that happened to the member’s work or page.' },
);

export const NotificationPage = Type.Object(
  Paged(Notification, { unread: Type.Integer({ description: 'The member’s unread notifications.' }) })
    .properties,
  {
    $id: 'NotificationPage',
    description: 'A page of the member’s notifications, newest change first, 20 a page.',
  },
);

export const UnreadCounts = Type.Object(
  Answer({
    unread: Type.Integer({ description: 'Unread notifications.' }),
    enquiries_unread: Type.Integer({ description: 'Unread enquiries in the inbox.' }),
  }).properties,
  { $id: 'UnreadCounts', description: 'The header bell’s and the inbox’s unread counts.' },
);

export const AudienceTotals = Type.Object(
  {
    appreciations: Type.Integer(),
    follows: Type.Integer(),
    enquiries: Type.Integer(),
    appreciations_30_days: Type.Integer(),
    follows_30_days: Type.Integer(),
    enquiries_30_days: Type.Integer(),
  },
  { $id: 'AudienceTotals', description: 'The site’s audience, all time and over 30 days.' },
);
