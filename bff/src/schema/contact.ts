import { builder } from './builder';
import { openCall } from './field-access';
import { attempt } from './errors';
import { payloadType, type PayloadShape } from './payloads';

export const ContactReason = builder.enumType('ContactReason', {
  description: 'Why someone writes to the organisation.',
  values: {
    GENERAL_CONTACT: { value: 1, description: 'General Contact.' },
    SUGGESTION: { value: 2, description: 'Suggestion.' },
    WEBSITE_COMMENT: { value: 3, description: 'Website Comment.' },
    OTHER: { value: 4, description: 'Other.' },
  } as const,
});

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  description: 'The contact form. Name, e-mail and detail are required.',
  fields: (t) => ({
    name: t.string({ description: 'Who writes.' }),
    email: t.string({ description: 'Where to answer (x@y.z).' }),
    phoneNumber: t.string({ required: false, description: 'A phone number, optional.' }),
    reason: t.field({ type: ContactReason, required: false, description: 'Why they write, optional.' }),
    detail: t.string({ description: 'The message.' }),
  }),
});

const ContactPayload = payloadType<{ sent: boolean } & PayloadShape>('SendContactMessagePayload', {
  description: 'The result of sending the contact form.',
  fields: (t) => ({
    sent: t.exposeBoolean('sent', {
      description: 'True when the message was stored and forwarded to the organisation.',
    }),
  }),
  errors: 'What to fix; empty on success.',
});

builder.mutationFields((t) => ({
  sendContactMessage: t.field({
    ...openCall,
    type: ContactPayload,
    description:
      'Sends an enquiry to the organisation (stored, then e-mailed to it). Limited per client (an IPv4 address or an IPv6 /64) and per sender’s mailbox: over a limit it fails with RATE_LIMITED and `extensions.retryAfterSeconds`.',
    args: { input: t.arg({ type: ContactMessageInput, description: 'The form.' }) },
    resolve: async (_root, { input }, context) => {
      await context.limits.consumeContact(context.asker, input.email);
      const outcome = await attempt(
        () =>
          context.legacy.saveContact({
            name: input.name,
            email: input.email,
            phone_number: input.phoneNumber ?? '',
            reason_contact: input.reason ?? undefined,
            detail: input.detail,
          }),
        { phone_number: 'phoneNumber', reason_contact: 'reason' },
      );
      return { sent: outcome.result !== null, errors: outcome.errors };
    },
  }),
}));
