import Type from 'typebox';
import { Answer, Nullable, Paged, Timestamp } from './common';
import { Portfolio } from './portfolios';

/** The design centre's staff: review, roles, the audit log and contact enquiries. */

export const ModerationEntry = Type.Object(
  {
    portfolio_id: Type.Integer({ description: 'The public portfolio’s id: decisions are taken on it.' }),
    kind: Type.Union([Type.Literal('new'), Type.Literal('revision')]),
    submitted_at: Timestamp,
    portfolio: Portfolio,
    published: Nullable(Portfolio, 'For an edit, the version the public sees now; null for a new portfolio.'),
  },
  {
    $id: 'ModerationEntry',
    description: 'A new portfolio or an edit of a published one, waiting for review.',
  },
);

export const ModerationQueue = Type.Object(
  Answer({
    total: Type.Integer({ description: 'How many entries wait in all.' }),
    data: Type.Array(ModerationEntry, { description: 'The oldest `limit` of them, oldest first.' }),
  }).properties,
  { $id: 'ModerationQueue', description: 'What waits for a decision.' },
);

export const ModerationBody = Type.Object(
  {
    portfolio_ids: Type.Array(Type.Unknown(), {
      description:
        'The public portfolios’ ids (JSON numbers), 1 to 100; anything else is a 422 naming the field. ' +
        'An id repeated is decided once.',
    }),
    decision: Type.String({ description: '`approve` or `reject` (anything else is a 422).' }),
    reason: Type.Optional(
      Nullable(Type.String({ description: 'Required to reject (422 without); at most 1000 characters.' })),
    ),
  },
  { $id: 'ModerationBody', description: 'A decision on some waiting portfolios.' },
);

export const ModerationResult = Type.Object(
  {
    portfolio_id: Type.Integer(),
    member_id: Type.Optional(Type.Integer({ description: 'The owner, on a decided (200) result.' })),
    status: Type.Integer({ description: '200 decided; 409 not waiting; 403 the caller’s own portfolio.' }),
    message: Type.String(),
    revision: Type.Optional(Type.Boolean()),
    mailed: Type.Optional(
      Nullable(Type.Boolean({ description: 'Whether the e-mail to the designer left.' })),
    ),
  },
  { $id: 'ModerationResult', description: 'One portfolio’s outcome of a decision.' },
);

export const StaffAction = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String(),
    target_type: Type.String(),
    target_id: Nullable(Type.Integer()),
    detail: Type.Object(
      {
        reason: Type.Optional(Nullable(Type.String())),
        revision: Type.Optional(Type.Boolean()),
        title: Type.Optional(Type.String()),
        email: Type.Optional(Type.String()),
        role: Type.Optional(Nullable(Type.String())),
        name_th: Type.Optional(Type.String()),
        url: Type.Optional(Type.String()),
        portfolio_ids: Type.Optional(Type.Array(Type.Integer())),
        member_ids: Type.Optional(Type.Array(Type.Integer())),
      },
      { description: 'What the action recorded besides its target; older entries hold less.' },
    ),
    created_at: Timestamp,
    staff: Type.Object({
      member_id: Type.Integer(),
      email: Type.String(),
      firstname_th: Type.String(),
      lastname_th: Type.String(),
    }),
  },
  { $id: 'StaffAction', description: 'One entry of the staff’s audit log.' },
);

export const StaffMember = Type.Object(
  {
    member_id: Type.Integer(),
    email: Type.String(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    staff_role: Type.String({ description: '`operator` or `moderator`.' }),
  },
  { $id: 'StaffMember', description: 'A member who holds a staff role.' },
);

export const StaffRoleBody = Type.Object(
  {
    email: Type.String(),
    role: Type.String({ description: '`moderator`, `operator` or `none`.' }),
  },
  { $id: 'StaffRoleBody', description: 'A staff role to give or take away.' },
);

export const Enquiry = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone_number: Type.String(),
    reason_contact: Nullable(
      Type.Integer({ description: '1 general, 2 suggestion, 3 website comment, 4 other.' }),
    ),
    detail: Type.String(),
    created_at: Timestamp,
    read_at: Nullable(Timestamp),
  },
  { $id: 'Enquiry', description: 'A message sent with the contact form.' },
);

export const EnquiryPage = Type.Object(
  Paged(Enquiry, { unread: Type.Integer({ description: 'How many enquiries are unread, on every page.' }) })
    .properties,
  { $id: 'EnquiryPage', description: 'A page of contact-form enquiries, newest first, 20 a page.' },
);

export const ContactBody = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    detail: Type.String(),
    phone_number: Type.Optional(Nullable(Type.String())),
    reason_contact: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String()]))),
  },
  { $id: 'ContactBody', description: 'A message for the design centre.' },
);
