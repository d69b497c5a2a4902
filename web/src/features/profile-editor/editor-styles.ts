import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { media } from '../../styles/theme';
import { FormField } from '../../components/form-field';
import { panelSurface } from '../../styles/surface';

/** A white card holding one section of the profile screen. */
export const Card = styled.section`
  ${panelSurface}
  min-width: 0;
`;

/** The inner spacing of a card. */
export const CardBody = styled.div`
  padding: 20px 16px;
  ${media.medium} {
    padding: 28px 32px;
  }
`;

/** A sub-heading inside a card (personal details, social media). */
export const GroupTitle = styled.h3`
  margin: 0 0 14px;
  font-size: 1.02rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  display: flex;
  align-items: center;
  gap: 10px;
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.line};
  }
`;

/** Form fields side by side on wide screens, stacked on phones. */
export const FieldGrid = styled.div<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: 16px 20px;
  margin-bottom: 28px;
  ${media.medium} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

/** A label, its control and an optional hint. */
export const Field = styled(FormField)`
  align-content: start;
  label {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  input,
  select {
    min-width: 0;
    transition: border-color 0.15s;
  }
  input:focus,
  select:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.ink};
  }
  [aria-invalid='true'] {
    background: #fff8f8;
  }
`;

/** The * of a required field (§5); screen readers hear `aria-required` instead. */
export const RequiredMark = styled.span.attrs({ 'aria-hidden': true })`
  color: ${({ theme }) => theme.colors.accent};
  margin-left: 3px;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The row of a section's save button. */
export const Actions = styled.div`
  ${wrappingRow}
  justify-content: flex-end;
  gap: 12px 16px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 0 auto 0 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    min-width: 160px;
  }
  @media (max-width: 575.98px) {
    button {
      width: 100%;
    }
  }
`;

/** A small text button (add a row). */
export const AddRowButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 1.5px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.accentDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: 100%;
  justify-content: center;
  margin-bottom: 20px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

/** One education or work row: its fields and a remove button. */
export const RowCard = styled.li`
  position: relative;
  display: grid;
  gap: 14px 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  ${media.medium} {
    padding-right: 60px;
    grid-template-columns: var(--row-columns);
    align-items: end;
  }
`;

export const RowList = styled.ol`
  list-style: none;
  margin: 0 0 14px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const RemoveRowButton = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.1rem;
  line-height: 1;
  cursor: pointer;
  ${media.medium} {
    top: 12px;
    right: 12px;
    width: 36px;
    height: 36px;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.rejected};
    border-color: ${({ theme }) => theme.colors.rejected};
  }
`;

/** A quiet line when a list has no rows yet. */
export const EmptyRows = styled.p`
  margin: 0 0 14px;
  padding: 18px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.muted};
`;
