import type { ReactNode } from 'react';
import type { FormikErrors } from 'formik';
import styled from 'styled-components';
import { FieldError, FormField } from '../../components/form-field';
import { messageIdOf, type MessageId } from '../../i18n/catalog';
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

/** The errors the fields show: none before the first save attempt, then those of the values as they change. */
export type ShownErrors = Pick<FormikErrors<PortfolioFormValues>, RequiredFieldName>;

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

/** What a required field's control takes: its id (the label's target) and its error or hint. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface RequiredFieldProps {
  name: RequiredFieldName;
  error: string | undefined;
  /** A hint under the control while it shows no error. */
  hint?: MessageId;
  /** For a control that is no labelable element (the rich-text editor): the label is a span with this id. */
  labelId?: string;
  children(control: FieldControl): ReactNode;
}

/** A required field: its label with the required mark, its control, then its error or its hint. */
export function RequiredField({ name, error, hint, labelId, children }: RequiredFieldProps) {
  const text = useText();
  const id = `portfolio-${name}`;
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
        <label htmlFor={id}>{label}</label>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
      {error ? (
        <FieldError id={`${id}-error`}>{text(messageIdOf(error))}</FieldError>
      ) : hint ? (
        <Hint id={`${id}-hint`}>{text(hint)}</Hint>
      ) : null}
    </Field>
  );
}
