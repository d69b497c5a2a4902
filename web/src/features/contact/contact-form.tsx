import * as yup from 'yup';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { ContactReason } from '../../graphql/generated/graphql';
import { SectionTitle } from '../../components/layout/container';
import { PrimaryButton } from '../../components/button';
import { FormField } from '../../components/form-field';
import { useFormikFields } from '../../components/formik-fields';
import { media } from '../../styles/theme';
import { useText } from '../../i18n/use-text';
import { emailAddress } from '../../lib/email-address';
import { messageId } from '../../i18n/catalog';
import { ContactPanel } from './contact-panel';
import { said } from '../../components/status-line';
import { MessageNotice, useMessageForm } from '../../components/message-form';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        ...UserErrors
      }
    }
  }
`);

/** The contact reasons in the legacy order (§9: 1 General Contact … 4 Other). */
const REASONS: ContactReason[] = ['GENERAL_CONTACT', 'SUGGESTION', 'WEBSITE_COMMENT', 'OTHER'];

interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  reason: ContactReason | '';
  detail: string;
}

const EMPTY: ContactValues = { name: '', email: '', phoneNumber: '', reason: '', detail: '' };

// Messages are catalogue ids; the form shows them in the current language.
const schema = yup.object({
  name: yup.string().trim().required(messageId('contact.nameRequired')),
  email: emailAddress(
    yup.string().trim().required(messageId('contact.emailRequired')),
    messageId('contact.emailInvalid'),
  ),
  phoneNumber: yup.string(),
  reason: yup.string(),
  detail: yup.string().trim().required(messageId('contact.detailRequired')),
});

const Form = styled.form`
  display: grid;
  gap: 16px;
  ${media.medium} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Field = styled(FormField)`
  textarea {
    min-height: 140px;
  }
`;

/** The contact form (§5): name, e-mail, phone, reason and detail, sent as an enquiry; what happened shows above it. */
export function ContactForm() {
  const text = useText();
  const { formik, notice, setNotice } = useMessageForm({
    mutation: SendContactMessageMutation,
    payload: (data) => data.sendContactMessage,
    initialValues: EMPTY,
    validationSchema: schema,
    variables: (values: ContactValues) => ({
      input: {
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim() || null,
        reason: values.reason || null,
        detail: values.detail.trim(),
      },
    }),
    words: {
      sent: text('contact.sent'),
      refused: (reason) => text('contact.refused', { reason }),
      failed: text('contact.sendError'),
    },
  });

  const fields = useFormikFields(formik, 'contact');

  return (
    <ContactPanel aria-labelledby="contact-form-title">
      <SectionTitle id="contact-form-title">{text('contact.formTitle')}</SectionTitle>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void formik.validateForm().then((errors) => {
            if (Object.keys(errors).length > 0) setNotice(said(false, text('contact.incomplete')));
          });
          formik.handleSubmit();
        }}
      >
        {notice ? (
          <div className="wide">
            <MessageNotice said={notice} />
          </div>
        ) : null}
        <Field>
          <label htmlFor="contact-name">{text('contact.name')}</label>
          <input type="text" autoComplete="name" {...fields.control('name')} />
          {fields.error('name')}
        </Field>
        <Field>
          <label htmlFor="contact-email">{text('contact.emailField')}</label>
          <input type="email" autoComplete="email" {...fields.control('email')} />
          {fields.error('email')}
        </Field>
        <Field>
          <label htmlFor="contact-phoneNumber">{text('contact.phoneField')}</label>
          <input type="tel" autoComplete="tel" {...fields.control('phoneNumber')} />
        </Field>
        <Field>
          <label htmlFor="contact-reason">{text('contact.reason')}</label>
          <select {...fields.control('reason')}>
            <option value="">{text('contact.reasonNone')}</option>
            {REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {text(`contact.reason.${reason}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field className="wide">
          <label htmlFor="contact-detail">{text('contact.detail')}</label>
          <textarea {...fields.control('detail')} />
          {fields.error('detail')}
        </Field>
        <div className="wide">
          <PrimaryButton type="submit" disabled={formik.isSubmitting}>
            {text(formik.isSubmitting ? 'contact.sending' : 'contact.submit')}
          </PrimaryButton>
        </div>
      </Form>
    </ContactPanel>
  );
}
