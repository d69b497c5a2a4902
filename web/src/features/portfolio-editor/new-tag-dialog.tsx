import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { DialogBackdrop, useDialog } from '../../components/dialog';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { newTagSchema, type NewTagValues } from './forms/new-tag-schema';
import { useCreateTag } from './use-portfolio-mutations';
import type { PickableTag } from './tag-picker';
import { useText } from '../../i18n/use-text';
import { messageIdOf } from '../../i18n/catalog';

// Below the shared alert dialogs (z-index 100), which tell how adding went.
const Backdrop = styled(DialogBackdrop)`
  z-index: 90;
`;

const Box = styled.form`
  width: min(440px, 100%);
  display: grid;
  gap: 14px;
  padding: 26px 24px 22px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow: 0 24px 60px rgba(29, 27, 58, 0.25);
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 4px;
`;

/**
 * The add-new-tag dialog of the portfolio form. The name must not be empty (§5); the server's answer is
 * told as §8 words it: 'Tag has been added!', 'Tag already exist!' or 'Failed to add new tag with some
 * problem.'. An added tag is handed back so the form can select it.
 */
export function NewTagDialog({ onClose, onAdded }: { onClose(): void; onAdded(tag: PickableTag): void }) {
  const intl = useIntl();
  const text = useText();
  const dialog = useDialog();
  const [createTag] = useCreateTag();
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const formik = useFormik<NewTagValues>({
    initialValues: { name: '' },
    validationSchema: newTagSchema,
    async onSubmit(values) {
      let outcome: 'added' | 'exists' | 'failed' = 'failed';
      let added: PickableTag | null = null;
      try {
        const result = await createTag({ variables: { name: values.name.trim(), type: 'NORMAL' } });
        const payload = result.data?.createTag;
        if (payload?.status === 'ADDED' && payload.tag) {
          outcome = 'added';
          added = { id: payload.tag.id, name: payload.tag.name };
        } else if (payload?.status === 'ALREADY_EXISTS') outcome = 'exists';
      } catch {
        // Network or server failure: told as the third message.
      }
      if (added) {
        onAdded(added);
        onClose();
        await dialog.alert({
          kind: 'success',
          title: text('portfolioEditor.tagAdded'),
          text: intl.formatMessage({ id: 'portfolioEditor.tagAddedText' }, { name: added.name }),
        });
        return;
      }
      await dialog.alert({
        kind: outcome === 'exists' ? 'warning' : 'error',
        title: text(outcome === 'exists' ? 'portfolioEditor.tagExists' : 'portfolioEditor.tagFailed'),
        text: text(outcome === 'exists' ? 'portfolioEditor.tagExistsText' : 'portfolioEditor.tagFailedText'),
      });
      inputRef.current?.focus();
    },
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    inputRef.current?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);

  const error = formik.touched.name ? formik.errors.name : undefined;
  return (
    <Backdrop>
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        noValidate
        onSubmit={formik.handleSubmit}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !formik.isSubmitting) onClose();
        }}
      >
        <h2 id={titleId}>{text('portfolioEditor.newTagTitle')}</h2>
        <p>{text('portfolioEditor.newTagHint')}</p>
        <Field>
          <label htmlFor={inputId}>{text('portfolioEditor.newTagName')}</label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            maxLength={100}
            autoComplete="off"
            {...formik.getFieldProps('name')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error ? (
            <FieldError id={`${inputId}-error`} role="alert">
              {text(messageIdOf(error))}
            </FieldError>
          ) : null}
        </Field>
        <Buttons>
          <OutlineButton type="button" onClick={onClose} disabled={formik.isSubmitting}>
            {text('dialog.cancel')}
          </OutlineButton>
          <PrimaryButton type="submit" disabled={formik.isSubmitting}>
            {text(formik.isSubmitting ? 'portfolioEditor.newTagAdding' : 'portfolioEditor.newTagAdd')}
          </PrimaryButton>
        </Buttons>
      </Box>
    </Backdrop>
  );
}
