import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE } from './cache-hints';
import { Image, LocalizedText, UserError, isoTime, localized, type UserErrorShape } from './shared';
import { attempt, orNull, userErrorsOf } from './errors';
import { Profile } from './profile';
import { PortfolioPage, pageArg, pageInfoOf, pageOf } from './paged-list';
import { currentViewer, type ViewerShape } from './current-viewer';
import { LegacyHttpError } from '../legacy/legacy-client';
import { FacebookTokenError, verifyFacebookToken } from '../session/facebook';
import { DEFAULT_LIMIT_RULES } from '../limits/abuse-limits';
import type { GraphQLContext } from '../context';
import type { LoginDto } from '../legacy/legacy-dto';

export const Viewer = builder.objectRef<ViewerShape>('Viewer').implement({
  directives: CACHE.viewer,
  description:
    'The signed-in member: who they are, their profile and their own portfolios with approval status.',
  fields: (t) => ({
    id: t.id({ description: 'The member id (also the designer id).', resolve: (viewer) => viewer.user.id }),
    email: t.string({ description: 'The account’s e-mail.', resolve: (viewer) => viewer.user.email }),
    firstName: t.field({
      type: LocalizedText,
      description: 'First name as registered (Thai).',
      resolve: (viewer) => localized(viewer.user.firstname_th, null),
    }),
    lastName: t.field({
      type: LocalizedText,
      description: 'Last name as registered (Thai).',
      resolve: (viewer) => localized(viewer.user.lastname_th, null),
    }),
    profileId: t.id({
      nullable: true,
      description: 'The member’s profile id; null until they create a profile.',
      resolve: (viewer) => viewer.user.profile_id,
    }),
    picture: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: Image,
      nullable: true,
      description:
        'The header picture: the Facebook picture if signed in with Facebook, else the profile picture, else null.',
      resolve: async (viewer, _args, context) => {
        if (viewer.user.image_profile_facebook) {
          return { url: viewer.user.image_profile_facebook, fileName: viewer.user.image_profile_facebook };
        }
        const profile = viewer.user.profile_id ? await ownProfile(context) : null;
        const url = context.urls.image('images_profile', profile?.img_path);
        return url && profile?.img_path ? { url, fileName: profile.img_path } : null;
      },
    }),
    profile: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: Profile,
      nullable: true,
      description: 'The member’s own profile with contact details; null until created.',
      resolve: (viewer, _args, context) => (viewer.user.profile_id ? ownProfile(context) : null),
    }),
    portfolios: t.field({
      complexity: legacyCost({ calls: 1 }),
      type: PortfolioPage,
      description: 'The member’s own portfolios, newest change first, with their approval status, 12 a page.',
      args: { page: t.arg.int(pageArg) },
      resolve: async (viewer, args, context) => {
        const profileId = viewer.user.profile_id;
        if (profileId) return pageOf(await context.legacy.profilePortfolios(profileId, args.page ?? 1));
        // Without a profile the legacy API lists them unpaged.
        const all = await context.legacy.memberPortfolios(viewer.user.id);
        return {
          items: all,
          pageInfo: pageInfoOf({
            current_page: 1,
            last_page: 1,
            per_page: Math.max(all.length, 1),
            total: all.length,
          }),
        };
      },
    }),
    sessionExpiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the session ends unless renewed by signing in again.',
      resolve: (viewer) => viewer.expiresAt,
    }),
  }),
});

/** A MessagePayload from a write's outcome: the server's message either way. */
function messagePayload(outcome: Awaited<ReturnType<typeof attempt<{ message: string }>>>) {
  return outcome.result
    ? { success: true, message: outcome.result.message, errors: [] }
    : { success: false, message: outcome.errors[0]?.message ?? null, errors: outcome.errors };
}

function ownProfile(context: GraphQLContext) {
  return context.once('own-profile', () => orNull(context.legacy.profile({})));
}

builder.queryFields((t) => ({
  viewer: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: Viewer,
    nullable: true,
    description: 'The signed-in member, or null for a visitor (or an expired session).',
    resolve: (_root, _args, context) => currentViewer(context),
  }),
  facebookAppId: t.string({
    complexity: legacyCost({ calls: 1 }),
    directives: CACHE.reference,
    nullable: true,
    description:
      'The Facebook app id for the login and get-photos buttons (SDK v7.0); null when Facebook login is not configured, and the site then shows no Facebook button.',
    resolve: (_root, _args, context) => context.config.facebookAppId ?? null,
  }),
}));

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'The registration form; every field is required.',
  fields: (t) => ({
    firstNameTh: t.string({ description: 'First name (Thai).' }),
    lastNameTh: t.string({ description: 'Last name (Thai).' }),
    mobileNumber: t.string({ description: 'Mobile number, digits only.' }),
    email: t.string({ description: 'E-mail (x@y.z); a verification link is sent to it.' }),
    password: t.string({ description: 'Password.' }),
    passwordConfirm: t.string({ description: 'The same password again.' }),
  }),
});

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

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  description: 'The reset-password form.',
  fields: (t) => ({
    token: t.string({ description: 'The token of the e-mailed `/reset-password?token=…` link.' }),
    password: t.string({ description: 'The new password, 8 characters or more.' }),
    passwordConfirm: t.string({ description: 'The same password again.' }),
  }),
});

const MessagePayload = builder.simpleObject('MessagePayload', {
  directives: CACHE.never,
  description: 'The result of an account action: the server’s message, or what to fix.',
  fields: (t) => ({
    success: t.boolean({ description: 'Whether it worked.' }),
    message: t.string({ nullable: true, description: 'The server’s message to show (success or failure).' }),
    errors: t.field({ type: [UserError], description: 'What to fix; empty on success.' }),
  }),
});

const LoginPayload = builder.simpleObject('LoginPayload', {
  directives: CACHE.never,
  description:
    'The result of signing in. On success the session cookie is set (HttpOnly: page scripts never see the token).',
  fields: (t) => ({
    viewer: t.field({
      type: Viewer,
      nullable: true,
      description: 'The signed-in member; null when refused.',
    }),
    accessToken: t.string({
      nullable: true,
      description: 'The token, for integrators who call with `Authorization: Bearer`; the site ignores it.',
    }),
    errors: t.field({
      type: [UserError],
      description:
        'Why it was refused: `The e-mail or password is incorrect.` for an unknown e-mail and a wrong password alike, the server’s message otherwise (unverified e-mail, invalid input).',
    }),
  }),
});

const REGISTER_FIELDS: Record<string, string> = {
  firstname_th: 'firstNameTh',
  lastname_th: 'lastNameTh',
  mobile_number: 'mobileNumber',
  password_confirm: 'passwordConfirm',
};

const LOGIN_BACK_OFF = DEFAULT_LIMIT_RULES.loginFailuresPerAccountAndIp;

/** The one answer to an unknown e-mail and a wrong password, so the form cannot tell who is registered. */
export const LOGIN_REFUSED_MESSAGE = 'The e-mail or password is incorrect.';

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

builder.mutationFields((t) => ({
  register: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: MessagePayload,
    description:
      'Registers a member and e-mails a verification link; they can sign in once verified. Limited per address (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { input: t.arg({ type: RegisterInput, description: 'The registration form.' }) },
    resolve: async (_root, { input }, context) => {
      await context.limits.consumeRegister({ ip: context.clientIp });
      const outcome = await attempt(
        () =>
          context.legacy.register({
            firstname_th: input.firstNameTh,
            lastname_th: input.lastNameTh,
            mobile_number: input.mobileNumber,
            email: input.email,
            password: input.password,
            password_confirm: input.passwordConfirm,
          }),
        REGISTER_FIELDS,
      );
      return messagePayload(outcome);
    },
  }),
  verifyEmail: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: MessagePayload,
    description: 'Confirms an e-mail with the token of the `/verify?token=…` link.',
    args: { token: t.arg.string({ description: 'The token from the link.' }) },
    resolve: async (_root, args, context) => {
      const outcome = await attempt(() => context.legacy.verifyEmail(args.token));
      return messagePayload(outcome);
    },
  }),
  login: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: LoginPayload,
    description:
      'Signs in with e-mail and password and sets the session cookie (persistent only with remember me). An unknown e-mail and a wrong password get the same answer. ' +
      `After ${LOGIN_BACK_OFF.failures} failures in a row for one e-mail from one address, attempts are refused with RATE_LIMITED (\`extensions.retryAfterSeconds\`) for ${LOGIN_BACK_OFF.firstBlockSeconds / 60} minute, doubling each time up to ${LOGIN_BACK_OFF.maxBlockSeconds / 60} minutes, even with the right password. ` +
      'Failures per e-mail and per address, and attempts per address, are limited too.',
    args: { input: t.arg({ type: LoginInput, description: 'The login form.' }) },
    resolve: async (_root, { input }, context) => {
      const attempt = await context.limits.beginLogin({ ip: context.clientIp, account: input.email });
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
    complexity: legacyCost({ calls: 1 }),
    type: LoginPayload,
    description:
      'Signs in with a Facebook access token from the Facebook SDK: the BFF asks Facebook who it belongs to, then signs that member in (creating or linking the account).',
    args: {
      accessToken: t.arg.string({ description: 'The user access token the Facebook SDK gave the page.' }),
      rememberMe: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: 'Keep the session for 30 days.',
      }),
    },
    resolve: async (_root, args, context) => {
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
    complexity: legacyCost({ calls: 1 }),
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
  forgotPassword: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: MessagePayload,
    description:
      'E-mails a single-use reset link valid 60 minutes. The answer is the same whether or not the e-mail is registered. Limited per address and per e-mail (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { email: t.arg.string({ description: 'The account’s e-mail.' }) },
    resolve: async (_root, args, context) => {
      await context.limits.consumeForgotPassword({ ip: context.clientIp, account: args.email });
      const outcome = await attempt(() => context.legacy.forgotPassword(args.email));
      return messagePayload(outcome);
    },
  }),
  resetPassword: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: MessagePayload,
    description:
      'Sets a new password with the token of the e-mailed link; every existing session ends. Limited per address (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { input: t.arg({ type: ResetPasswordInput, description: 'The reset form.' }) },
    resolve: async (_root, { input }, context) => {
      await context.limits.consumeResetPassword({ ip: context.clientIp });
      const outcome = await attempt(
        () =>
          context.legacy.resetPassword({
            token: input.token,
            password: input.password,
            password_confirm: input.passwordConfirm,
          }),
        { password_confirm: 'passwordConfirm' },
      );
      return messagePayload(outcome);
    },
  }),
}));
