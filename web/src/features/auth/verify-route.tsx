import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { graphql } from '../../graphql/generated';
import { paths } from '../../config/paths';
import { PrimaryButton } from '../../components/button';
import { AuthLayout, InfoPanel } from './auth-layout';
import { useText } from '../../i18n/use-text';
import { useUnlistedPageHead } from '../../components/page-head';
import { useServerText } from '../../i18n/use-server-text';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      success
      message
      messageCode
    }
  }
`);

/** `verified` is a link opened again by a member who is verified already: it says so, not that it failed. */
type Outcome =
  { state: 'checking' } | { state: 'success' | 'verified' | 'failure'; serverMessage: string | null };

const HEADINGS = {
  success: ['auth.verify.success', 'auth.verify.successText'],
  verified: ['auth.verify.alreadyVerified', 'auth.verify.alreadyVerifiedText'],
  failure: ['auth.verify.failure', 'auth.verify.failureText'],
} as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Result = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 24px 0 8px;
  text-align: center;
  h2 {
    font-size: clamp(1.35rem, 1.2rem + 0.8vw, 1.7rem);
  }
  p {
    margin: 0;
    max-width: 30em;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Badge = styled.span<{ $tone: 'approved' | 'rejected' }>`
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  margin-bottom: 6px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  box-shadow: 0 0 0 10px ${({ $tone }) => ($tone === 'approved' ? '#e6f5ec' : '#fdecec')};
  color: #fff;
  font-size: 2.1rem;
  font-weight: 700;
`;

const Spinner = styled.span`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.line};
  border-top-color: ${({ theme }) => theme.colors.accent};
  animation: ${spin} 0.8s linear infinite;
`;

const LoginButton = styled(PrimaryButton)`
  margin-top: 14px;
  min-width: 200px;
  min-height: 50px;
`;

/** /verify?token: checks the e-mailed token once on arrival and says whether it worked (§4, §8). */
export default function VerifyRoute() {
  const text = useText();
  const serverText = useServerText();
  useUnlistedPageHead('auth.verify.title', 'auth.verify.description');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'failure', serverMessage: null },
  );
  // The token works once: a second call (React's development double effect) would report a failure.
  const checked = useRef(false);

  useEffect(() => {
    if (!token || checked.current) return;
    checked.current = true;
    verifyEmail({ variables: { token } })
      .then((result) => {
        const payload = result.data?.verifyEmail;
        setOutcome({
          state: !payload?.success
            ? 'failure'
            : payload.messageCode === 'EMAIL_ALREADY_VERIFIED'
              ? 'verified'
              : 'success',
          serverMessage: payload?.message ? serverText(payload) : null,
        });
      })
      .catch(() => setOutcome({ state: 'failure', serverMessage: null }));
  }, [token, verifyEmail, serverText]);

  return (
    <AuthLayout
      title={text('auth.verify.title')}
      centered
      aside={<InfoPanel topic="register" kicker withText={false} numbered />}
    >
      {outcome.state === 'checking' ? (
        <Result role="status" aria-live="polite">
          <Spinner aria-hidden="true" />
          <p>{text('auth.verify.checking')}</p>
        </Result>
      ) : (
        <Result role={outcome.state === 'failure' ? 'alert' : 'status'}>
          <Badge aria-hidden="true" $tone={outcome.state === 'failure' ? 'rejected' : 'approved'}>
            {outcome.state === 'failure' ? '✕' : '✓'}
          </Badge>
          <h2>{text(HEADINGS[outcome.state][0])}</h2>
          <p>{text(HEADINGS[outcome.state][1])}</p>
          {outcome.state === 'failure' && outcome.serverMessage ? (
            <small>{outcome.serverMessage}</small>
          ) : null}
          <LoginButton as={Link} to={paths.login}>
            {text('auth.verify.login')}
          </LoginButton>
        </Result>
      )}
    </AuthLayout>
  );
}
