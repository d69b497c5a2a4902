import bcrypt from 'bcryptjs';
import crypto from 'node:crypto';
import Type from 'typebox';
import type { RouteRequest } from '../http/router';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { isTrustedClient, siteUrlOf, type LegacyApp, type LegacyRouter } from '../app';
import { formatTimestamp } from '../clock';
import {
  consumeEmailToken,
  emailTokenMember,
  issueAccessToken,
  issueEmailToken,
  revokeAccessToken,
  revokeMemberAccessTokens,
} from '../auth/tokens';
import {
  findMemberByEmail,
  findMemberByFacebookId,
  findMemberById,
  insertFacebookMember,
  insertMember,
  linkFacebookAccount,
  markEmailVerified,
  setPasswordHash,
  userJson,
  type MemberRow,
} from '../members/members';
import { passwordResetMail, registrationAttemptMail, verificationMail } from '../mail/templates';
import { isWebAddress } from '../members/social-links';
import { siteLinks } from '../http/site-links';
import { Message } from '../contract/common';
import {
  CheckToken,
  FacebookLoginBody,
  Login,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '../contract/accounts';

const VERIFY_TOKEN_TTL_MINUTES = 7 * 24 * 60;
const RESET_TOKEN_TTL_MINUTES = 60;
export const MIN_PASSWORD_LENGTH = 8;
/** The one answer to a registration, new e-mail or taken: it cannot tell whether an e-mail is registered. */
export const REGISTER_SUCCESS_MESSAGE = 'Register Success, Please Check email for verify';
/** A verification link opened again by a member whose e-mail is verified. */
export const ALREADY_VERIFIED_MESSAGE = 'The e-mail is already verified.';
export const FORGET_PASSWORD_MESSAGE =
  'If this e-mail is registered, a link to reset the password has been sent to it.';
/** The one answer to every failed login, so it cannot tell whether an e-mail is registered. */
export const LOGIN_FAILED_MESSAGE = 'The e-mail or password is incorrect.';

/** Signs a member in: a new access token and the login answer. */
function loginAnswer(app: LegacyApp, member: MemberRow, rememberMe: boolean) {
  const now = app.clock();
  const ttlMinutes = rememberMe ? app.config.rememberMeTtlMinutes : app.config.tokenTtlMinutes;
  const issued = issueAccessToken(app.db, member.id, { rememberMe, now, ttlMinutes });
  return {
    json: {
      status: 200,
      message: 'Login success',
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: ttlMinutes * 60,
      expires_at: formatTimestamp(issued.expiresAt),
      remember_me: rememberMe,
      user: userJson(app.db, member),
    },
  };
}

/** Mails a member a link to verify their e-mail (valid 7 days, once). */
async function sendVerification(
  app: LegacyApp,
  member: { id: number; email: string },
  siteUrl: string,
): Promise<void> {
  const token = issueEmailToken(app.db, member.id, {
    purpose: 'verify-email',
    now: app.clock(),
    ttlMinutes: VERIFY_TOKEN_TTL_MINUTES,
  });
  const link = siteLinks.verify(siteUrl, token);
  await app.mailer.send(verificationMail(member.email, link));
}

/** Sign-up, e-mail verification, login (password or Facebook), logout and password reset (§7 Auth). */
export function registerAccountRoutes(router: LegacyRouter, app: LegacyApp): void {
  const { db } = app;
  // Compared against when the e-mail has no password, so that login costs one bcrypt comparison at the
  // configured cost whether or not the member exists. Hashed once, in the background, at start; not when the routes
  // are only listed (the OpenAPI document is printed from routes registered with an empty app).
  let dummyPasswordHash: Promise<string> | undefined;
  const dummyHash = () =>
    (dummyPasswordHash ??= bcrypt.hash(
      crypto.randomBytes(16).toString('hex'),
      app.config.passwordHashRounds,
    ));
  if (app.config as LegacyApp['config'] | undefined) void dummyHash();

  router.post(
    '/api/auth/register',
    {
      session: 'none',
      contract: {
        tag: 'accounts',
        summary: 'Registers a member and mails them a link to verify their e-mail.',
        description:
          'The same answer, after the same work, whether or not the e-mail is registered: a new member is mailed ' +
          'the verification link (valid 7 days, once), the owner of a taken address a note that someone tried to ' +
          'register with it, both after the answer. The trusted client may send `X-Site-Url` for the links. ' +
          '422 for a missing or malformed field or a confirmation that does not match.',
        body: RegisterBody,
        answer: Message,
      },
    },
    async ({ input, request }) => {
      const validator = new Validator(input)
        .required('firstname_th', 'lastname_th', 'mobile_number', 'email', 'password', 'password_confirm')
        .email('email')
        .maxLength('firstname_th', 100)
        .maxLength('lastname_th', 100)
        .maxLength('email', 191);
      if (input.string('mobile_number') !== '' && !/^\+?\d{6,15}$/.test(input.string('mobile_number'))) {
        validator.fail('mobile_number', 'The mobile number must be a number.');
      }
      if (input.string('password') !== input.string('password_confirm')) {
        validator.fail('password_confirm', 'The password confirmation does not match.');
      }
      validator.check();
      const email = input.string('email');
      const siteUrl = siteUrlOf(app, request);
      // Hashed whether or not the e-mail is taken: both answers take the same time.
      const passwordHash = await bcrypt.hash(input.string('password'), app.config.passwordHashRounds);
      const memberId = db.transaction(() => {
        // Looked up inside the transaction: two registrations may race.
        if (findMemberByEmail(db, email)) return undefined;
        return insertMember(db, {
          email,
          passwordHash,
          firstnameTh: input.string('firstname_th'),
          lastnameTh: input.string('lastname_th'),
          mobileNumber: input.string('mobile_number'),
          now: app.clock(),
        });
      })();
      // The answer does not tell a taken e-mail from a new one: the new member is sent the verification link, the
      // owner of a taken address a note saying someone tried to register with it, both after the answer has gone.
      request.afterAnswer(async () => {
        if (memberId !== undefined) {
          await sendVerification(app, { id: memberId, email }, siteUrl).catch((error: unknown) => {
            throw new Error(`The verification e-mail to member ${memberId} could not be sent.`, {
              cause: error,
            });
          });
          return;
        }
        const owner = findMemberByEmail(db, email);
        if (!owner) return;
        await app.mailer
          .send(
            registrationAttemptMail(owner.email, {
              login: siteLinks.login(siteUrl),
              forgot: siteLinks.forgot(siteUrl),
            }),
          )
          .catch((error: unknown) => {
            throw new Error(`The registration notice to member ${owner.id} could not be sent.`, {
              cause: error,
            });
          });
      });
      return { json: { status: 200, message: REGISTER_SUCCESS_MESSAGE } };
    },
  );

  router.post(
    '/api/auth/check-verify-email',
    {
      session: 'none',
      contract: {
        tag: 'accounts',
        summary: 'Verifies a member’s e-mail with the token of the mailed link.',
        description:
          'A link opened again by a member whose e-mail is verified answers 200 too, saying so. ' +
          '400 for an unknown token or one that expired before the e-mail was verified.',
        body: Type.Object({ token: Type.String({ description: 'The token of the mailed link.' }) }),
        answer: Message,
      },
    },
    ({ input }) => {
      const token = input.string('token');
      const now = app.clock();
      const memberId = token === '' ? undefined : consumeEmailToken(db, token, 'verify-email', now);
      if (memberId === undefined) {
        // A link opened again (or late) by a member who is verified says so rather than that it failed.
        const owner = token === '' ? undefined : emailTokenMember(db, token, 'verify-email');
        if (owner !== undefined && findMemberById(db, owner)?.email_verified_at)
          return { json: { status: 200, message: ALREADY_VERIFIED_MESSAGE } };
        throw new HttpError(400, 'The verification link is invalid or has expired.');
      }
      markEmailVerified(db, memberId, now);
      return { json: { status: 200, message: 'Verify email success' } };
    },
  );

  router.post(
    '/api/auth/login',
    {
      session: 'none',
      contract: {
        tag: 'accounts',
        summary: 'Signs a member in with an e-mail and password.',
        description:
          'The token lives 24 hours, or 30 days with `remember_me`. 401 for an unknown e-mail, a wrong password ' +
          'and an account without a password alike, in about the same time; 403 for an unverified e-mail (only ' +
          'after a correct password); 422 for a missing or malformed field.',
        body: LoginBody,
        answer: Login,
      },
    },
    async ({ input }) => {
      new Validator(input).required('email', 'password').email('email').check();
      const member = findMemberByEmail(db, input.string('email'));
      // An unknown e-mail, a Facebook-only account and a wrong password read and take the same.
      const passwordHash = member?.password_hash ?? (await dummyHash());
      const passwordMatches = await bcrypt.compare(input.string('password'), passwordHash);
      if (!member?.password_hash || !passwordMatches) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
      if (!member.email_verified_at) throw new HttpError(403, 'Please verify your e-mail before logging in.');
      return loginAnswer(app, member, input.boolean('remember_me'));
    },
  );

  /**
   * Only a trusted client (the BFF) may vouch for a Facebook sign-in; checked before the body is read. Without a
   * configured key every caller is (a developer's setup).
   */
  function requireTrustedClient(request: RouteRequest): void {
    if (app.config.trustedClientKey && !isTrustedClient(app, request)) {
      throw new HttpError(403, 'This client may not sign members in with Facebook.');
    }
  }

  router.post(
    '/api/auth/login-facebook',
    {
      session: 'none',
      guard: requireTrustedClient,
      contract: {
        tag: 'accounts',
        summary: 'Signs in the member of a Facebook identity, linking or creating the account.',
        description:
          'Finds the member by `fb_id`, else links the member with that e-mail (marking it verified), else creates ' +
          'a verified member (then `email` is required: 422). It trusts the identity it is given: with ' +
          '`LEGACY_TRUSTED_CLIENT_KEY` set, only the trusted client is answered (403 otherwise), which must verify ' +
          'the Facebook token first. 422 for a picture address that is not http or https.',
        trusted: true,
        body: FacebookLoginBody,
        answer: Login,
      },
    },
    ({ input }) => {
      new Validator(input).required('fb_id').email('email').check();
      const fbId = input.string('fb_id');
      const email = input.string('email');
      const picture = input.string('image_profile_facebook') || null;
      if (picture && !isWebAddress(picture))
        new Validator(input)
          .fail('image_profile_facebook', 'The image profile facebook must be an http or https address.')
          .check();
      const now = app.clock();
      const member = db.transaction((): MemberRow | undefined => {
        const existing =
          findMemberByFacebookId(db, fbId) ?? (email ? findMemberByEmail(db, email) : undefined);
        if (existing) {
          linkFacebookAccount(db, { memberId: existing.id, fbId, picture, now });
          return findMemberById(db, existing.id);
        }
        if (!email) return undefined;
        const memberId = insertFacebookMember(db, {
          email,
          firstnameTh: input.string('firstname_th'),
          lastnameTh: input.string('lastname_th'),
          fbId,
          picture,
          now,
        });
        return findMemberById(db, memberId);
      })();
      if (!member) {
        throw new HttpError(422, 'The email field is required.', { email: ['The email field is required.'] });
      }
      return loginAnswer(app, member, input.boolean('remember_me'));
    },
  );

  router.get(
    '/api/auth/logout',
    {
      session: 'required',
      contract: { tag: 'accounts', summary: 'Signs the caller out: revokes their token.', answer: Message },
    },
    ({ session }) => {
      revokeAccessToken(db, session.token.id, app.clock());
      return { json: { status: 200, message: 'Successfully logged out' } };
    },
  );

  router.post(
    '/api/auth/forget-password',
    {
      session: 'none',
      contract: {
        tag: 'accounts',
        summary: 'Mails a registered member a link to reset their password.',
        description:
          'The same answer, in the same time, whether or not the e-mail is registered: the member is looked up ' +
          'and mailed after the answer. The link is usable once within 60 minutes; the trusted client may send ' +
          '`X-Site-Url` for it. 422 for a missing or malformed e-mail.',
        body: Type.Object({ email: Type.String() }),
        answer: Message,
      },
    },
    ({ input, request }) => {
      new Validator(input).required('email').email('email').check();
      const email = input.string('email');
      const siteUrl = siteUrlOf(app, request);
      // The member is looked up and mailed only after the answer has gone, so the answer and its timing are
      // the same whether or not the e-mail is registered.
      request.afterAnswer(async () => {
        const member = findMemberByEmail(db, email);
        if (!member) return;
        const token = issueEmailToken(db, member.id, {
          purpose: 'reset-password',
          now: app.clock(),
          ttlMinutes: RESET_TOKEN_TTL_MINUTES,
        });
        const link = siteLinks.resetPassword(siteUrl, token);
        try {
          await app.mailer.send(passwordResetMail(member.email, link));
        } catch (error) {
          throw new Error(`The password reset e-mail to member ${member.id} could not be sent.`, {
            cause: error,
          });
        }
      });
      return { json: { status: 200, message: FORGET_PASSWORD_MESSAGE } };
    },
  );

  router.post(
    '/api/auth/reset-password',
    {
      session: 'none',
      contract: {
        tag: 'accounts',
        summary: 'Sets a new password with the token of a reset link.',
        description:
          'Ends every session of the member. 422 for a password under 8 characters or a confirmation that does ' +
          'not match (the token stays usable); 400 for a token that is unknown, used or expired.',
        body: ResetPasswordBody,
        answer: Message,
      },
    },
    async ({ input }) => {
      const validator = new Validator(input).required('token', 'password');
      const password = input.string('password');
      if (password !== '' && password.length < MIN_PASSWORD_LENGTH) {
        validator.fail('password', `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
      }
      if (input.has('password_confirm') && input.string('password_confirm') !== password) {
        validator.fail('password_confirm', 'The password confirmation does not match.');
      }
      validator.check();
      const passwordHash = await bcrypt.hash(password, app.config.passwordHashRounds);
      const now = app.clock();
      const changed = db.transaction(() => {
        const memberId = consumeEmailToken(db, input.string('token'), 'reset-password', now);
        if (memberId === undefined) return false;
        setPasswordHash(db, memberId, passwordHash, now);
        // A new password ends every session signed in with the old one.
        revokeMemberAccessTokens(db, memberId, now);
        return true;
      })();
      if (!changed) throw new HttpError(400, 'This password reset link is invalid, used or expired.');
      return { json: { status: 200, message: 'Reset password success' } };
    },
  );

  router.get(
    '/api/auth/check-expires-token',
    {
      session: 'required',
      contract: {
        tag: 'accounts',
        summary: 'Whether the caller’s token is valid, until when, and whose it is.',
        description: '401 for a missing, expired or revoked token.',
        answer: CheckToken,
      },
    },
    ({ session }) => {
      const token = session.token;
      const member = findMemberById(db, session.memberId);
      // A token's member always exists (its tokens go with it); 401 as for any token that names nobody.
      if (!member) throw new HttpError(401, 'Token is invalid or expired.');
      const expiresAt = new Date(`${token.expires_at.replace(' ', 'T')}Z`);
      return {
        json: {
          status: 200,
          message: 'Token is valid',
          expires_at: token.expires_at,
          expires_in: Math.max(0, Math.floor((expiresAt.getTime() - app.clock().getTime()) / 1000)),
          remember_me: token.remember_me === 1,
          user: userJson(db, member),
        },
      };
    },
  );
}
