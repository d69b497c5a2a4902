import { useId } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { Modal, ModalButtons, ModalForm, ModalTitle } from '../../../components/modal';
import { OutlineButton, PrimaryButton } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { useFormikFields } from '../../../components/formik-fields';
import { messageId } from '../../../i18n/catalog';
import { useText } from '../../../i18n/use-text';

/** The longest reason the server takes (the designer reads it in their list and e-mail). */
const REASON_LIMIT = 1000;

const refusalSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(messageId('staff.refuse.reasonRequired'))
    .max(REASON_LIMIT, messageId('staff.refuse.reasonTooLong')),
});

type RefusalValues = yup.InferType<typeof refusalSchema>;

/**
 * Refusing one or several portfolios: the reason is required and at most 1000 characters. `onRefuse` sends it and
 * resolves when the decision is taken; the dialog stays open (and Escape does nothing) meanwhile.
 */
export function RefuseDialog({
  count,
  name,
  onClose,
  onRefuse,
}: {
  count: number;
  /** The title of the one portfolio refused (the heading names it). */
  name: string;
  onClose(): void;
  onRefuse(reason: string): Promise<void>;
}) {
  const text = useText();
  const titleId = useId();
  const hintId = useId();
  const fieldPrefix = useId();
  const formik = useFormik<RefusalValues>({
    initialValues: { reason: '' },
    validationSchema: refusalSchema,
    async onSubmit(values) {
      await onRefuse(values.reason.trim());
    },
  });
  const fields = useFormikFields(formik, fieldPrefix);
  const reason = fields.control('reason');
  const error = fields.messageOf('reason');
  return (
    <RefuseModal
      open
      labelledBy={titleId}
      describedBy={hintId}
      onClose={() => {
        if (!formik.isSubmitting) onClose();
      }}
    >
      <ModalForm noValidate onSubmit={formik.handleSubmit}>
        <ModalTitle id={titleId}>{text('staff.refuse.title', { count, name })}</ModalTitle>
        <p id={hintId}>{text('staff.refuse.hint')}</p>
        <FormField>
          <label htmlFor={reason.id}>{text('staff.refuse.reason')}</label>
          <textarea rows={5} maxLength={REASON_LIMIT} data-autofocus {...reason} />
          <Counter aria-hidden="true">
            {text('staff.refuse.characters', { count: formik.values.reason.length })}
          </Counter>
          {error ? (
            <FieldErrorLine id={reason['aria-describedby']} role="alert">
              {error}
            </FieldErrorLine>
          ) : null}
        </FormField>
        <ModalButtons>
          <OutlineButton type="button" onClick={onClose} disabled={formik.isSubmitting}>
            {text('dialog.cancel')}
          </OutlineButton>
          <PrimaryButton type="submit" disabled={formik.isSubmitting}>
            {text(formik.isSubmitting ? 'staff.refuse.sending' : 'staff.refuse.send')}
          </PrimaryButton>
        </ModalButtons>
      </ModalForm>
    </RefuseModal>
  );
}

const RefuseModal = styled(Modal)`
  width: min(520px, calc(100% - 32px));
`;

const Counter = styled.span`
  justify-self: end;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const FieldErrorLine = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.rejected};
`;
