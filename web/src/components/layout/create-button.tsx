import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useDialog } from '../dialog';
import { PlusIcon } from '../icons';
import { useText } from '../../i18n/use-text';

/**
 * The Create (+) button (§2, §5): a link to /create-portfolio for a member; for a visitor it says
 * 'login-before-create' and goes to /login, which comes back to the form after signing in.
 */
export function CreateButton({
  signedIn,
  onNavigate,
  className,
}: {
  signedIn: boolean;
  /** Called before leaving (the drawer closes itself). */
  onNavigate?: () => void;
  className?: string;
}) {
  const text = useText();
  const dialog = useDialog();
  const navigate = useNavigate();
  const label = text('header.create');
  const content = (
    <>
      <PlusIcon />
      <span className="create-label">{label}</span>
    </>
  );
  if (signedIn) {
    return (
      <CreateStyle as={Link} to={paths.createPortfolio} className={className} onClick={onNavigate}>
        {content}
      </CreateStyle>
    );
  }
  return (
    <CreateStyle
      type="button"
      className={className}
      onClick={async () => {
        onNavigate?.();
        await dialog.alert({
          kind: 'warning',
          title: text('header.loginBeforeCreate'),
          text: text('header.loginBeforeCreateText'),
        });
        await navigate(paths.login, { state: { from: paths.createPortfolio } });
      }}
    >
      {content}
    </CreateStyle>
  );
}

const CreateStyle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  min-width: 40px;
  padding: 0 16px;
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s;
  &:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
  }
  svg {
    flex: none;
  }
`;
