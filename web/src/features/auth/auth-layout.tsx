import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/layout';
import { Container } from '../../components/layout/container';
import { OutlineButton, PrimaryButton } from '../../components/button';
import { media } from '../../styles/theme';
import { paths } from '../../config/paths';
import { useText } from '../../i18n/use-text';

const Page = styled(Container)`
  padding-top: clamp(20px, 4vw, 56px);
  padding-bottom: clamp(40px, 6vw, 88px);
`;

const Card = styled.div`
  display: grid;
  max-width: 1040px;
  margin: 0 auto;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.paper};
  box-shadow:
    0 1px 2px rgba(29, 27, 58, 0.06),
    0 24px 64px rgba(29, 27, 58, 0.1);
  ${media.large} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  }
`;

const Body = styled.section<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  min-width: 0;
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  padding: clamp(24px, 5vw, 56px) clamp(20px, 5vw, 56px);
  h1 {
    font-size: clamp(1.6rem, 1.3rem + 1.2vw, 2.1rem);
    font-weight: 700;
  }
`;

const Subtitle = styled.p`
  margin: 8px 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The account screens' frame: a card with the form on the left and an info panel on the right on wide
 * screens, one column (form first) on phones.
 */
export function AuthLayout({
  title,
  subtitle,
  aside,
  centered = false,
  children,
}: {
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  /** A message screen (verify) rather than a form: the title and content centred. */
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <Page>
      <Card>
        <Body aria-labelledby="auth-title" $centered={centered}>
          <h1 id="auth-title">{title}</h1>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {children}
        </Body>
        {aside}
      </Card>
    </Page>
  );
}

const Panel = styled.aside`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  gap: 18px;
  min-width: 0;
  /* Room at the bottom for the corner decoration. */
  padding: clamp(28px, 5vw, 48px) clamp(20px, 5vw, 44px) 76px;
  color: #fff;
  background:
    radial-gradient(circle at 88% 8%, rgba(242, 92, 84, 0.55), transparent 42%),
    radial-gradient(circle at 6% 100%, rgba(247, 178, 103, 0.4), transparent 48%),
    ${({ theme }) => theme.colors.ink};
  h2 {
    font-size: clamp(1.35rem, 1.15rem + 0.8vw, 1.75rem);
    font-weight: 700;
    max-width: 16em;
  }
  p {
    margin: 0;
    color: rgba(255, 255, 255, 0.78);
  }
`;

const Kicker = styled.span`
  align-self: flex-start;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(255, 255, 255, 0.12);
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.02em;
`;

const Points = styled.ol`
  list-style: none;
  display: grid;
  gap: 14px;
  margin: 6px 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: flex-start;
    gap: 12px;
  }
`;

const Bullet = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  font-size: 0.85rem;
  font-weight: 700;
`;

/** Rings spreading from the corner, with the logo's coral dot: decoration only. */
const Shapes = styled.div`
  position: absolute;
  z-index: -1;
  right: 0;
  bottom: 0;
  width: 300px;
  height: 300px;
  background: repeating-radial-gradient(
    circle at 100% 100%,
    transparent 0 34px,
    rgba(255, 255, 255, 0.07) 34px 36px
  );
  mask-image: radial-gradient(circle at 100% 100%, #000 35%, transparent 75%);
  &::after {
    content: '';
    position: absolute;
    right: 26px;
    bottom: 26px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: -34px 4px 0 -4px ${({ theme }) => theme.colors.gold};
  }
`;

const Footer = styled.div`
  margin-top: auto;
  padding-top: 10px;
`;

/**
 * The info panel beside a form: what the screen is for, in a few points. Its words are the catalogue's
 * `auth.info.<topic>.title`, `.text` and `.point1` to `.point3`.
 */
export function InfoPanel({
  topic,
  kicker = false,
  withText = true,
  numbered = false,
  footer,
}: {
  topic: 'login' | 'register' | 'forgot' | 'reset';
  /** Shows the 'for designers' tag above the title. */
  kicker?: boolean;
  withText?: boolean;
  /** Steps show their number; benefits a tick. */
  numbered?: boolean;
  footer?: ReactNode;
}) {
  const text = useText();
  const title = text(`auth.info.${topic}.title`);
  const points = ([1, 2, 3] as const).map((point) => text(`auth.info.${topic}.point${point}`));
  return (
    <Panel aria-label={title}>
      {kicker ? <Kicker>{text('auth.info.kicker')}</Kicker> : null}
      <h2>{title}</h2>
      {withText ? <p>{text(`auth.info.${topic}.text`)}</p> : null}
      <Points>
        {points.map((point, index) => (
          <li key={point}>
            <Bullet aria-hidden="true">{numbered ? index + 1 : '✓'}</Bullet>
            <span>{point}</span>
          </li>
        ))}
      </Points>
      {footer ? <Footer>{footer}</Footer> : null}
      <Shapes aria-hidden="true" />
    </Panel>
  );
}

const WideButton = styled(PrimaryButton)`
  width: 100%;
  min-height: 50px;
  font-size: 1.02rem;
`;

/**
 * The form's main button, full width: `messages` names the catalogue ids `<messages>.submit` and
 * `<messages>.submitting`, the latter shown while `busy`; disabled while busy or `invalid`.
 */
export function SubmitButton({
  messages,
  busy,
  invalid = false,
}: {
  messages: 'auth.login' | 'auth.register' | 'auth.forgot' | 'auth.reset';
  busy: boolean;
  invalid?: boolean;
}) {
  const text = useText();
  return (
    <WideButton type="submit" disabled={invalid || busy}>
      {text(busy ? `${messages}.submitting` : `${messages}.submit`)}
    </WideButton>
  );
}

/** A line under a form: a question and a link or button. */
export const FormFooter = styled.div`
  ${wrappingRow}
  justify-content: center;
  gap: 8px 12px;
  margin-top: 24px;
  padding-top: 22px;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A button under a form leading to another account screen. */
export function FooterButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <OutlineButton as={Link} to={to}>
      {children}
    </OutlineButton>
  );
}

/** The way back to /login under the forgot and reset forms. */
export function BackToLogin() {
  const text = useText();
  return <FooterButton to={paths.login}>← {text('auth.forgot.back')}</FooterButton>;
}

/** A quiet text link in the accent colour. */
export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
