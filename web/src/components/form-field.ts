import styled, { css } from 'styled-components';

/** The look of a text box, select or text area in the site's forms: full width, at least 44 px high. */
export const fieldControl = css`
  width: 100%;
  font: inherit;
  padding: 10px 12px;
  min-height: 44px;
  border: 1.5px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
`;

/** A form field: its label, its control (input, select or text area) and an optional error line. */
export const FormField = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input,
  select,
  textarea {
    ${fieldControl}
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.rejected};
  }
`;

/** Why a field's value is refused, under the field; its id is the control's `aria-describedby`. */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.rejected};
`;
