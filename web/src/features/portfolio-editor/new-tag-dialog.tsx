import { useId, useRef } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Modal, ModalButtons, ModalForm, ModalTitle } from '../../components/modal';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { useFormikFields } from '../../components/formik-fields';
import { newTagSchema, type NewTagValues } from './forms/new-tag-schema';
import { useCreateTag } from './use-portfolio-mutations';
import type { PickableTag } from './tag-picker';
import { useText } from '../../i18n/use-text';

const TagModal = styled(Modal)`
  width: min(440px, calc(100% - 32px));
`;

const Box = styled(ModalForm)`
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    font: inherit;
    border: 1.5px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.rejected};
  }
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
`;

const FieldError = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.rejected};
`;

/**
 * The add-new-tag dialog of the portfolio form. The name must not be empty (§5); the server's answer is
 * told as §8 words it: 'Tag has been added!', 'Tag already exist!' or 'Failed to add new tag with some
 * problem.'. An added tag is handed back so the form can select it.
 */
export function NewTagDialog({ onClose, onAdded }: { onClose(): void; onAdded(tag: PickableTag): void }) {
  const text = useText();
  const { write: createTag } = useCreateTag();
  const titleId = useId();
  const fieldPrefix = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const formik = useFormik<NewTagValues>({
    initialValues: { name: '' },
    validationSchema: newTagSchema,
    async onSubmit(values) {
      const failed = {
        tone: 'error',
        message: text('portfolioEditor.tagFailed'),
        detail: text('portfolioEditor.tagFailedText'),
      } as const;
      const outcome = await createTag(
        { name: values.name.trim(), type: 'NORMAL' },
        {
          done: ({ tag }) => ({
            tone: 'success',
            message: text('portfolioEditor.tagAdded'),
            detail: text('portfolioEditor.tagAddedText', { name: tag?.name ?? '' }),
          }),
          failed,
          refused: ({ payload }) =>
            payload.status === 'ALREADY_EXISTS'
              ? {
                  tone: 'warning',
                  message: text('portfolioEditor.tagExists'),
                  detail: text('portfolioEditor.tagExistsText'),
                }
              : failed,
        },
        {
          whenDone({ tag }) {
            if (tag) onAdded({ id: tag.id, name: tag.name });
            onClose();
          },
        },
      );
      await outcome.told;
      if (!outcome.ok) inputRef.current?.focus();
    },
  });

  const fields = useFormikFields(formik, fieldPrefix);
  const name = fields.control('name');
  const error = fields.messageOf('name');
  return (
    // Opened after it, the alerts telling how adding went sit above it in the top layer.
    <TagModal
      open
      labelledBy={titleId}
      onClose={() => {
        if (!formik.isSubmitting) onClose();
      }}
    >
      <Box noValidate onSubmit={formik.handleSubmit}>
        <ModalTitle id={titleId}>{text('portfolioEditor.newTagTitle')}</ModalTitle>
        <p>{text('portfolioEditor.newTagHint')}</p>
        <Field>
          <label htmlFor={name.id}>{text('portfolioEditor.newTagName')}</label>
          <input ref={inputRef} type="text" maxLength={100} autoComplete="off" data-autofocus {...name} />
          {/* Said at once (role alert): in a dialog the reader's attention is on the one field. */}
          {error ? (
            <FieldError id={name['aria-describedby']} role="alert">
              {error}
            </FieldError>
          ) : null}
        </Field>
        <ModalButtons>
          <OutlineButton type="button" onClick={onClose} disabled={formik.isSubmitting}>
            {text('dialog.cancel')}
          </OutlineButton>
          <PrimaryButton type="submit" disabled={formik.isSubmitting}>
            {text(formik.isSubmitting ? 'portfolioEditor.newTagAdding' : 'portfolioEditor.newTagAdd')}
          </PrimaryButton>
        </ModalButtons>
      </Box>
    </TagModal>
  );
}
