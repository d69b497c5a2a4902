import { useId } from 'react';
import * as yup from 'yup';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import type { EnquiryBudget } from '../../graphql/generated/graphql';
import { Modal, ModalButtons, ModalForm, ModalTitle } from '../modal';
import { OutlineButton, PrimaryButton } from '../button';
import { FormField } from '../form-field';
import { useFormikFields } from '../formik-fields';
import { MessageNotice, useMessageForm } from '../message-form';
import { messageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import { emailAddress } from '../../lib/email-address';
import './enquiry-messages';

const SendDesignerEnquiryMutation = graphql(`
  mutation SendDesignerEnquiryMutation($input: DesignerEnquiryInput!) {
    sendDesignerEnquiry(input: $input) {
      sent
      errors {
        ...UserErrors
      }
    }
  }
`);

/** The budget ranges, smallest first. */
export const BUDGETS: EnquiryBudget[] = ['UNDER_50K', 'FROM_50K_TO_200K', 'FROM_200K_TO_1M', 'OVER_1M'];

interface EnquiryValues {
  name: string;
  email: string;
  organisation: string;
  workType: string;
  budget: EnquiryBudget | '';
  message: string;
}

const EMPTY: EnquiryValues = { name: '', email: '', organisation: '', workType: '', budget: '', message: '' };

// The legacy API's limits, checked here first so that a reader learns them before sending.
const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(messageId('enquiry.nameRequired'))
    .max(191, messageId('enquiry.tooLong')),
  email: emailAddress(
    yup.string().trim().required(messageId('enquiry.emailRequired')),
    messageId('enquiry.emailInvalid'),
  ),
  organisation: yup.string().trim().max(191, messageId('enquiry.tooLong')),
  workType: yup
    .string()
    .trim()
    .required(messageId('enquiry.workTypeRequired'))
    .max(200, messageId('enquiry.tooLong')),
  budget: yup.string(),
  message: yup
    .string()
    .trim()
    .required(messageId('enquiry.messageRequired'))
    .max(5000, messageId('enquiry.messageTooLong')),
});

/**
 * Writing to a designer (ติดต่อนักออกแบบ / Hire): name, e-mail, organisation, what the work is, a budget range and
 * the message, sent to the designer's inbox and e-mail without showing their address. Open to visitors.
 */
export function EnquiryDialog({
  designerId,
  designerName,
  portfolioId,
  onClose,
}: {
  designerId: string;
  designerName: string;
  /** The work it is sent from, on its detail page. */
  portfolioId?: string;
  onClose(): void;
}) {
  const text = useText();
  const titleId = useId();
  const prefix = useId();
  const { formik, notice, sent } = useMessageForm({
    mutation: SendDesignerEnquiryMutation,
    payload: (data) => data.sendDesignerEnquiry,
    initialValues: EMPTY,
    validationSchema: schema,
    variables: (values: EnquiryValues) => ({
      input: {
        designerId,
        name: values.name.trim(),
        email: values.email.trim(),
        organisation: values.organisation.trim() || null,
        workType: values.workType.trim(),
        budget: values.budget || null,
        message: values.message.trim(),
        portfolioId: portfolioId ?? null,
      },
    }),
    words: {
      sent: text('enquiry.sent', { name: designerName }),
      refused: (reason) => text('enquiry.refused', { reason }),
      failed: text('enquiry.failed'),
    },
  });
  const fields = useFormikFields(formik, prefix);

  return (
    <EnquiryModal
      open
      labelledBy={titleId}
      onClose={() => {
        if (!formik.isSubmitting) onClose();
      }}
    >
      <Form noValidate onSubmit={formik.handleSubmit}>
        <ModalTitle id={titleId}>{text('enquiry.title', { name: designerName })}</ModalTitle>
        <p>{text('enquiry.hint')}</p>
        <MessageNotice said={notice} />
        {sent ? null : (
          <>
            <FormField>
              <label htmlFor={`${prefix}-name`}>{text('enquiry.name')}</label>
              <input type="text" autoComplete="name" data-autofocus {...fields.control('name')} />
              {fields.error('name')}
            </FormField>
            <FormField>
              <label htmlFor={`${prefix}-email`}>{text('enquiry.email')}</label>
              <input type="email" autoComplete="email" {...fields.control('email')} />
              {fields.error('email')}
            </FormField>
            <FormField>
              <label htmlFor={`${prefix}-organisation`}>{text('enquiry.organisation')}</label>
              <input type="text" autoComplete="organization" {...fields.control('organisation')} />
              {fields.error('organisation')}
            </FormField>
            <FormField>
              <label htmlFor={`${prefix}-workType`}>{text('enquiry.workType')}</label>
              <input type="text" {...fields.control('workType')} />
              {fields.error('workType')}
            </FormField>
            <FormField>
              <label htmlFor={`${prefix}-budget`}>{text('enquiry.budget')}</label>
              <select {...fields.control('budget')}>
                <option value="">{text('enquiry.budgetNone')}</option>
                {BUDGETS.map((budget) => (
                  <option key={budget} value={budget}>
                    {text(`enquiry.budget.${budget}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField>
              <label htmlFor={`${prefix}-message`}>{text('enquiry.message')}</label>
              <textarea rows={5} {...fields.control('message')} />
              {fields.error('message')}
            </FormField>
          </>
        )}
        <ModalButtons>
          <OutlineButton type="button" onClick={onClose} disabled={formik.isSubmitting}>
            {text(sent ? 'enquiry.close' : 'dialog.cancel')}
          </OutlineButton>
          {sent ? null : (
            <PrimaryButton type="submit" disabled={formik.isSubmitting}>
              {text(formik.isSubmitting ? 'enquiry.sending' : 'enquiry.send')}
            </PrimaryButton>
          )}
        </ModalButtons>
      </Form>
    </EnquiryModal>
  );
}

const EnquiryModal = styled(Modal)`
  width: min(520px, calc(100% - 32px));
`;

const Form = styled(ModalForm)`
  textarea {
    min-height: 120px;
  }
`;
