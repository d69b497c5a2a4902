import { isoTime } from '../legacy/legacy-time';
/** Sessions: signing in (e-mail and password, or Facebook), signing out, and what the login buttons need. */
import { builder } from './builder';
import { openCall } from './field-access';
import { CACHE } from './cache-hints';
import type { UserErrorShape } from './shared';
import { payloadType, type RecordPayloadShape } from './payloads';
import type { ViewerShape } from './current-viewer';
import { attempt, userErrorsOf } from './errors';
import { Viewer } from './viewer';
import { MessagePayload } from './account';
import { LegacyHttpError } from '../legacy/legacy-errors';
import { FacebookTokenError, verifyFacebookToken } from '../session/facebook';
import { DEFAULT_LIMIT_RULES } from '../limits/abuse-limits';
import type { GraphQLContext } from '../context';
import type { LoginDto } from '../legacy/legacy-types';

builder.queryFields((t) => ({
  facebookAppId: t.string({
    ...openCall,
    directives: CACHE.reference,
    nullable: true,
    description:
      'The Facebook app id for the login and get-photos buttons (SDK v7.0); null when Facebook login is not configured, and the site then shows no Facebook button.',
    resolve: (_root, _args, context) => context.config.facebookAppId ?? null,
  }),
}));

const LoginInput = builder.inputType('LoginInput', {
  description: 'The login form.',
  fields: (t) => ({
    email: t.string({ description: 'E-mail.' }),
    password: t.string({ description: 'Password.' }),
    rememberMe: t.boolean({
      required: false,
      defaultValue: false,
      description: 'Keep the session for 30 days across browser restarts.',
    }),
  }),
});

const LoginPayload = payloadType<RecordPayloadShape<'viewer', ViewerShape> & { accessToken: string | null }>(
  'LoginPayload',
  {
    description:
      'The result of signing in. On success the session cookie is set (HttpOnly: page scripts never see the token).',
    fields: (t) => ({
      viewer: t.expose('viewer', {
        type: Viewer,
        nullable: true,
        description: 'The signed-in member; null when refused.',
      }),
      accessToken: t.exposeString('accessToken', {
        nullable: true,
        description: 'The token, for integrators who call with `Authorization: Bearer`; the site ignores it.',
      }),
    }),
    errors:
      'Why it was refused: `The e-mail or password is incorrect.` for an unknown e-mail and a wrong password alike, the server’s message otherwise (unverified e-mail, invalid input).',
  },
);

const LOGIN_BACK_OFF = DEFAULT_LIMIT_RULES.loginFailuresPerMailboxAndClient;

/** The one answer to an unknown e-mail and a wrong password, so the form cannot tell who is registered. */
const LOGIN_REFUSED_MESSAGE = 'The e-mail or password is incorrect.';

/** Why the legacy API refused a login, without telling whether the e-mail is registered. */
function loginRefusal(error: LegacyHttpError): UserErrorShape[] {
  // 404 unknown e-mail, 401 wrong password (or a Facebook-only account): all the same to the person.
  if (error.status === 401 || error.status === 404) return [{ field: null, message: LOGIN_REFUSED_MESSAGE }];
  return userErrorsOf(error);
}

function signedIn(context: GraphQLContext, answer: LoginDto) {
  context.session.signIn(answer.access_token, {
    rememberMe: answer.remember_me,
    maxAgeSeconds: answer.expires_in,
  });
  return {
    viewer: { user: answer.user, expiresAt: isoTime(answer.expires_at) },
    accessToken: answer.access_token,
    errors: [],
  };
}

/** The refusal of a social sign-in the site is not configured for (code SOCIAL_LOGIN_OFF). */
const SOCIAL_LOGIN_OFF = 'Signing in with this provider is not available on this site.';

builder.mutationFields((t) => ({
  login: t.field({
    ...openCall,
    type: LoginPayload,
    description:
      'Signs in with e-mail and password and sets the session cookie (persistent only with remember me). An unknown e-mail and a wrong password get the same answer. ' +
      `After ${LOGIN_BACK_OFF.failures} failures in a row for one mailbox from one client (an IPv4 address or an IPv6 /64), attempts are refused with RATE_LIMITED (\`extensions.retryAfterSeconds\`) for ${LOGIN_BACK_OFF.firstBlockSeconds / 60} minute, doubling each time up to ${LOGIN_BACK_OFF.maxBlockSeconds / 60} minutes, even with the right password. ` +
      'Failures per mailbox and per client, and attempts per client, are limited too.',
    args: { input: t.arg({ type: LoginInput, description: 'The login form.' }) },
    resolve: async (_root, { input }, context) => {
      const attempt = await context.limits.beginLogin(context.asker, input.email);
      try {
        const answer = await context.legacy.login({
          email: input.email,
          password: input.password,
          remember_me: input.rememberMe ?? false,
        });
        await attempt.succeeded();
        return signedIn(context, answer);
      } catch (error) {
        if (!(error instanceof LegacyHttpError)) {
          await attempt.undecided();
          throw error;
        }
        // An unverified e-mail (403) comes only with the right password: not a guess.
        if (error.status === 403) await attempt.succeeded();
        else await attempt.failed();
        return { viewer: null, accessToken: null, errors: loginRefusal(error) };
      }
    },
  }),
  loginWithFacebook: t.field({
    ...openCall,
    type: LoginPayload,
    description:
      'Signs in with a Facebook access token from the Facebook SDK: the BFF asks Facebook who it belongs to, then signs that member in (creating or linking the account). Refused at once with SOCIAL_LOGIN_OFF when the site has no Facebook app (`facebookAppId` is null). Attempts count with the password sign-ins of the client (RATE_LIMITED).',
    args: {
      accessToken: t.arg.string({ description: 'The user access token the Facebook SDK gave the page.' }),
      rememberMe: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: 'Keep the session for 30 days.',
      }),
    },
    resolve: async (_root, args, context) => {
      // Every sign-in attempt from a client counts alike, whichever way it signs in.
      await context.limits.consumeSignInAttempt(context.asker);
      if (!context.config.facebookAppId || !context.config.legacyTrustedClientKey) {
        return { viewer: null, accessToken: null, errors: [{ field: null, message: SOCIAL_LOGIN_OFF }] };
      }
      let identity;
      try {
        identity = await verifyFacebookToken(context.config.facebookGraphUrl, args.accessToken);
      } catch (error) {
        if (error instanceof FacebookTokenError) {
          return {
            viewer: null,
            accessToken: null,
            errors: [{ field: 'accessToken', message: error.message }],
          };
        }
        throw error;
      }
      const outcome = await attempt(() =>
        context.legacy.loginWithFacebook({
          fb_id: identity.id,
          email: identity.email,
          firstname_th: identity.firstName,
          lastname_th: identity.lastName,
          image_profile_facebook: identity.pictureUrl ?? '',
          remember_me: args.rememberMe ?? false,
        }),
      );
      return outcome.result
        ? signedIn(context, outcome.result)
        : { viewer: null, accessToken: null, errors: outcome.errors };
    },
  }),
  logout: t.field({
    ...openCall,
    type: MessagePayload,
    description: 'Ends the session: the legacy token is revoked and the cookie cleared.',
    resolve: async (_root, _args, context) => {
      if (context.token) {
        await context.legacy.logout().catch((error: unknown) => {
          // An already-dead token still means signed out.
          if (!(error instanceof LegacyHttpError)) throw error;
        });
      }
      context.session.signOut();
      return { success: true, message: null, errors: [] };
    },
  }),
}));
