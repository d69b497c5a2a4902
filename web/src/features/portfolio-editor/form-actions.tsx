import styled from 'styled-components';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { useText } from '../../i18n/use-text';
import { panelSurface } from '../../styles/surface';
import { media } from '../../styles/theme';

const Bar = styled.div`
  ${panelSurface}
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 12px;
  margin-top: 24px;
  padding: 18px clamp(16px, 3vw, 28px);
  > span {
    flex-basis: 100%;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  > button {
    flex: 1 1 0;
  }
  ${media.small} {
    > span {
      flex-basis: auto;
      margin-right: auto;
    }
    > button {
      flex: none;
    }
  }
`;

export interface FormActionsProps {
  saving: boolean;
  /** Saving or an upload under way: the save button waits. */
  busy: boolean;
  onCancel(): void;
}

/** The form's foot: what the required mark means, cancel and save. */
export function FormActions({ saving, busy, onCancel }: FormActionsProps) {
  const text = useText();
  return (
    <Bar>
      <span>{text('portfolioEditor.requiredNote')}</span>
      <OutlineButton type="button" onClick={onCancel}>
        {text('portfolioEditor.cancel')}
      </OutlineButton>
      <PrimaryButton type="submit" disabled={busy}>
        {text(saving ? 'portfolioEditor.saving' : 'portfolioEditor.save')}
      </PrimaryButton>
    </Bar>
  );
}
