import Type from 'typebox';
import { Flag, Message, Nullable, Timestamp } from './common';
import { User } from './members';

/** Accounts: registration, sign-in (password or Facebook), the token check and the password reset. */

export const RegisterBody = Type.Object(
  {
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    mobile_number: Type.String({ description: 'Digits, with an optional leading +, 6 to 15 of them.' }),
    email: Type.String(),
    password: Type.String(),
    password_confirm: Type.String({ description: 'The same as `password`.' }),
  },
  { $id: 'RegisterBody', description: 'A new member; every field is required.' },
);

export const LoginBody = Type.Object(
  {
    email: Type.String(),
    password: Type.String(),
    remember_me: Type.Optional(Flag),
  },
  { $id: 'LoginBody', description: 'An e-mail and password; `remember_me` makes the token last 30 days.' },
);

export const FacebookLoginBody = Type.Object(
  {
    fb_id: Type.String({ description: 'The Facebook user id, verified by the caller.' }),
    email: Type.Optional(
      Nullable(Type.String({ description: 'Required when no member has this `fb_id` or e-mail yet.' })),
    ),
    firstname_th: Type.Optional(Nullable(Type.String())),
    lastname_th: Type.Optional(Nullable(Type.String())),
    image_profile_facebook: Type.Optional(
      Nullable(Type.String({ description: 'The picture’s http or https address.' })),
    ),
    remember_me: Type.Optional(Flag),
  },
  { $id: 'FacebookLoginBody', description: 'A Facebook identity the trusted client has verified.' },
);

export const ResetPasswordBody = Type.Object(
  {
    token: Type.String({ description: 'The token of the e-mailed reset link.' }),
    password: Type.String({ description: '8 characters or more.' }),
    password_confirm: Type.Optional(Type.String({ description: 'When sent, the same as `password`.' })),
  },
  { $id: 'ResetPasswordBody', description: 'A new password for the member of a reset link.' },
);

export const Login = Type.Object(
  {
    ...Message.properties,
    access_token: Type.String({ description: 'The bearer token for `Authorization: Bearer …`.' }),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds the token lives.' }),
    expires_at: Timestamp,
    remember_me: Type.Boolean(),
    user: User,
  },
  { $id: 'Login', description: 'A member signed in: a new access token and who they are.' },
);

export const CheckToken = Type.Object(
  {
    ...Message.properties,
    expires_at: Timestamp,
    expires_in: Type.Integer({ description: 'Seconds the token has left.' }),
    remember_me: Type.Boolean(),
    user: User,
  },
  { $id: 'CheckToken', description: 'The caller’s token is valid: when it expires and whose it is.' },
);
