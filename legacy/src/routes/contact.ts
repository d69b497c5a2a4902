import Type from 'typebox';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import type { LegacyApp, LegacyRouter } from '../app';
import { saveContact } from '../contact/contacts';
import { contactMail } from '../mail/templates';
import { MessageData } from '../contract/common';
import { ContactBody } from '../contract/staff';

/** Contact reasons of §9. */
export const CONTACT_REASONS: Record<number, string> = {
  1: 'General Contact',
  2: 'Suggestion',
  3: 'Website Comment',
  4: 'Other',
};

/** The contact form: stored, then forwarded by e-mail. */
export function registerContactRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.post(
    '/api/save-contact',
    {
      session: 'none',
      contract: {
        tag: 'contact',
        summary: 'Stores a message for the design centre and forwards it by e-mail.',
        description:
          'E-mailed to `ORGANISATION_EMAIL` with the sender as Reply-To. 422 naming each missing or wrong field ' +
          '(name and e-mail up to 191 characters, phone number up to 30, detail up to 5000, `reason_contact` 1 to ' +
          '4); 502 when the message was stored but could not be forwarded.',
        body: ContactBody,
        answer: MessageData(Type.Object({ id: Type.Integer({ description: 'The stored enquiry.' }) })),
      },
    },
    async ({ input }) => {
      const validator = new Validator(input)
        .required('name', 'email', 'detail')
        .email('email')
        .maxLength('name', 191)
        .maxLength('email', 191)
        .maxLength('phone_number', 30)
        .maxLength('detail', 5000);
      const reason = input.has('reason_contact') ? input.integer('reason_contact') : undefined;
      if (input.has('reason_contact') && (reason === undefined || !CONTACT_REASONS[reason])) {
        validator.fail('reason_contact', 'The selected reason contact is invalid.');
      }
      validator.check();
      const contact = {
        name: input.string('name'),
        email: input.string('email'),
        phone_number: input.string('phone_number'),
        detail: input.string('detail'),
      };
      const id = saveContact(app.db, { ...contact, reason_contact: reason ?? null }, app.clock());
      try {
        await app.mailer.send(
          contactMail(app.config.organisationEmail, {
            ...contact,
            reason: CONTACT_REASONS[reason ?? 1] ?? 'General Contact',
          }),
        );
      } catch {
        // The enquiry is stored; only its forwarding failed, which the sender should know.
        throw new HttpError(502, 'The message was saved but could not be forwarded by e-mail.');
      }
      return {
        json: { status: 200, message: 'Save contact success', data: { id } },
      };
    },
  );
}
