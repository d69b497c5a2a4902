import type { ReactNode } from 'react';
import type { FormikProps, FormikTouched } from 'formik';
import styled from 'styled-components';
import { FormField } from '../../components/form-field';
import { useFormikFields } from '../../components/formik-fields';
import type { MessageId } from '../../i18n/catalog';
import { useText } from '../../i18n/use-text';
import type { PortfolioFormValues } from './forms/portfolio-schema';

/** The fields a save needs (§5), each with its label. */
export type RequiredFieldName = 'categoryId' | 'subcategoryId' | 'title' | 'brief' | 'detailHtml';

export const FIELD_LABELS: Record<RequiredFieldName, MessageId> = {
  categoryId: 'portfolioEditor.category',
  subcategoryId: 'portfolioEditor.subcategory',
  title: 'portfolioEditor.title',
  brief: 'portfolioEditor.brief',
  detailHtml: 'portfolioEditor.detail',
};

/** Every required field counted as visited: what a save attempt does to the fields' errors. */
const SAVE_TRIED: FormikTouched<PortfolioFormValues> = {
  categoryId: true,
  subcategoryId: true,
  title: true,
  brief: true,
  detailHtml: true,
};

/**
 * The form's fields bound the site's one way (ids `portfolio-<name>`). Their errors show from the first save
 * attempt on (§5 checks at save), then follow every change; leaving a field shows none before that.
 */
export function usePortfolioFields(formik: FormikProps<PortfolioFormValues>, saveTried: boolean) {
  return useFormikFields({ ...formik, touched: saveTried ? SAVE_TRIED : {} }, 'portfolio');
}

export type PortfolioFields = ReturnType<typeof usePortfolioFields>;

/** A line of help under a field or a panel title. */
export const Hint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Field = styled(FormField)`
  .label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  select:disabled {
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.muted};
  }
  textarea {
    min-height: 96px;
  }
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  margin-left: 2px;
`;

export interface RequiredFieldProps {
  name: RequiredFieldName;
  fields: PortfolioFields;
  /** A hint under the control while it shows no error. */
  hint?: MessageId;
  /** For a control that is no labelable element (the rich-text editor): the label is a span with this id. */
  labelId?: string;
  /** The control, given its binding (id, value, handlers, its error or hint). */
  children(control: ReturnType<PortfolioFields['control']>): ReactNode;
}

/** A required field: its label with the required mark, its control, then its error or its hint. */
export function RequiredField({ name, fields, hint, labelId, children }: RequiredFieldProps) {
  const text = useText();
  const control = fields.control(name);
  const hintId = `${control.id}-hint`;
  const label = (
    <>
      {text(FIELD_LABELS[name])}
      <Required aria-hidden="true">*</Required>
    </>
  );
  return (
    <Field>
      {labelId ? (
        <span className="label" id={labelId}>
          {label}
        </span>
      ) : (
        <label htmlFor={control.id}>{label}</label>
      )}
      {children(hint ? { ...control, 'aria-describedby': control['aria-describedby'] ?? hintId } : control)}
      {fields.error(name) ?? (hint ? <Hint id={hintId}>{text(hint)}</Hint> : null)}
    </Field>
  );
}
