/** The account mutations that are not a session: registering, verifying the e-mail, resetting the password. */
import type { InputFieldMap, InputShapeFromFields } from '@pothos/core';
import type { GraphQLContext } from '../context';
import { builder, type SchemaTypes } from './builder';
import { openCall } from './field-access';
import { attempt, type WriteOutcome } from './errors';
import { payloadType, type PayloadShape } from './payloads';

const RegisterInput = builder.inputType('RegisterInput', {
  description: 'The registration form; every field is required.',
  fields: (t) => ({
    firstNameTh: t.string({ description: 'First name (Thai).' }),
    lastNameTh: t.string({ description: 'Last name (Thai).' }),
    mobileNumber: t.string({ description: 'Mobile number, digits only.' }),
    email: t.string({
      description:
        'E-mail: one address (x@y.zz), nothing more (EMAIL_INVALID otherwise); a verification link is sent to it.',
    }),
    password: t.string({ description: 'Password.' }),
    passwordConfirm: t.string({ description: 'The same password again.' }),
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

export const MessagePayload = payloadType<{ success: boolean } & PayloadShape>('MessagePayload', {
  description: 'The result of an account action: the server’s message, or what to fix.',
  fields: (t) => ({ success: t.exposeBoolean('success', { description: 'Whether it worked.' }) }),
  message: 'The server’s message to show (success or failure).',
  errors: 'What to fix; empty on success.',
});

/** A MessagePayload from a write's outcome: the server's message either way. */
export function messagePayload(outcome: WriteOutcome<{ message: string }>) {
  return outcome.result
    ? { success: true, message: outcome.result.message, errors: [] }
    : { success: false, message: outcome.errors[0]?.message ?? null, errors: outcome.errors };
}

const REGISTER_FIELDS: Record<string, string> = {
  firstname_th: 'firstNameTh',
  lastname_th: 'lastNameTh',
  mobile_number: 'mobileNumber',
  password_confirm: 'passwordConfirm',
};

/**
 * An account action (open to visitors, one legacy call) answered as a MessagePayload: `act` charges the action's
 * limit, if it has one, and writes; a refusal's fields are named as `fields` maps them.
 */
function accountAction<Args extends InputFieldMap>(
  t: PothosSchemaTypes.MutationFieldBuilder<SchemaTypes, SchemaTypes['Root']>,
  options: {
    description: string;
    args: Args;
    fields?: Record<string, string>;
    act: (args: InputShapeFromFields<Args>, context: GraphQLContext) => Promise<{ message: string }>;
  },
) {
  return t.field({
    ...openCall,
    type: MessagePayload,
    description: options.description,
    args: options.args,
    resolve: async (_root, args, context) =>
      messagePayload(await attempt(() => options.act(args, context), options.fields)),
  });
}

builder.mutationFields((t) => ({
  register: accountAction(t, {
    description:
      'Registers a member and e-mails a verification link; they can sign in once verified. The answer is the same success (`REGISTERED`) whether or not the e-mail is already registered: the owner of a taken address is e-mailed instead (someone tried to register with it; sign in or reset the password). Limited per client (an IPv4 address or an IPv6 /64) and per mailbox registered (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { input: t.arg({ type: RegisterInput, description: 'The registration form.' }) },
    fields: REGISTER_FIELDS,
    act: async ({ input }, context) => {
      await context.limits.consumeRegister(context.asker, input.email);
      return context.legacy.register({
        firstname_th: input.firstNameTh,
        lastname_th: input.lastNameTh,
        mobile_number: input.mobileNumber,
        email: input.email,
        password: input.password,
        password_confirm: input.passwordConfirm,
      });
    },
  }),
  verifyEmail: accountAction(t, {
    description:
      'Confirms an e-mail with the token of the `/verify?token=…` link: `EMAIL_VERIFIED`; a link opened again by a verified member succeeds with `EMAIL_ALREADY_VERIFIED`; an unknown or expired one fails with `VERIFY_LINK_INVALID`.',
    args: { token: t.arg.string({ description: 'The token from the link.' }) },
    act: ({ token }, context) => context.legacy.verifyEmail(token),
  }),
  forgotPassword: accountAction(t, {
    description:
      'E-mails a single-use reset link valid 60 minutes. The answer is the same whether or not the e-mail is registered. Limited per client and per mailbox (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { email: t.arg.string({ description: 'The account’s e-mail.' }) },
    act: async ({ email }, context) => {
      await context.limits.consumeForgotPassword(context.asker, email);
      return context.legacy.forgotPassword(email);
    },
  }),
  resetPassword: accountAction(t, {
    description:
      'Sets a new password with the token of the e-mailed link; every existing session ends. Limited per client (RATE_LIMITED with `extensions.retryAfterSeconds`).',
    args: { input: t.arg({ type: ResetPasswordInput, description: 'The reset form.' }) },
    fields: { password_confirm: 'passwordConfirm' },
    act: async ({ input }, context) => {
      await context.limits.consumeResetPassword(context.asker);
      return context.legacy.resetPassword({
        token: input.token,
        password: input.password,
        password_confirm: input.passwordConfirm,
      });
    },
  }),
}));
