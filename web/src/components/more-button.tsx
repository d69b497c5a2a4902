import styled from 'styled-components';
import { OutlineButton } from './button';
import { useText } from '../i18n/use-text';

const Row = styled.div`
  display: flex;
  justify-content: center;
  margin: 24px 0 32px;
`;

/** The centred More button under a list that grows in place (§9 says when each list shows it). */
export function MoreButton({ onClick, disabled = false }: { onClick: () => void; disabled?: boolean }) {
  const text = useText();
  return (
    <Row>
      <OutlineButton type="button" disabled={disabled} onClick={onClick}>
        {text('common.more')}
      </OutlineButton>
    </Row>
  );
}
