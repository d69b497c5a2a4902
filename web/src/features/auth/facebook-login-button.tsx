import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';
import {
  FACEBOOK_PROFILE_FIELDS,
  facebookLogin,
  loadFacebookSdk,
  type FacebookSdk,
} from '../../lib/facebook-sdk';
import { useServerMessage } from './server-message';
import { useText } from '../../i18n/use-text';

const LoginWithFacebookMutation = graphql(`
  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {
    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {
      viewer {
        id
      }
      errors {
        field
        message
        code
        limit
      }
    }
  }
`);

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  width: 100%;
  min-height: 50px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: #1877f2;
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: #0f63d6;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

function FacebookMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        d="M13.4 24v-8.5h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7v-3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.5H7.2v3.3H10V24h3.4Z"
        fill="#1877f2"
      />
    </svg>
  );
}

/**
 * Sign in with Facebook (§2, §7): the SDK (v7.0) loads when this button is shown, which is only on the login
 * screen and only with an app id; the access token goes to the BFF, which asks Facebook who it belongs to.
 */
export function FacebookLoginButton({
  appId,
  rememberMe,
  onSignedIn,
}: {
  appId: string;
  rememberMe: boolean;
  onSignedIn(): Promise<void>;
}) {
  const text = useText();
  const serverMessage = useServerMessage();
  const dialog = useDialog();
  const sdk = useRef<Promise<FacebookSdk> | null>(null);
  const [busy, setBusy] = useState(false);
  const [loginWithFacebook] = useMutation(LoginWithFacebookMutation);

  useEffect(() => {
    const loading = loadFacebookSdk(appId);
    // A failed load is reported when the button is pressed.
    loading.catch(() => undefined);
    sdk.current = loading;
  }, [appId]);

  async function signIn() {
    let facebook: FacebookSdk;
    try {
      facebook = await (sdk.current ?? loadFacebookSdk(appId));
    } catch {
      void dialog.alert({ kind: 'error', title: text('auth.facebook.unavailable') });
      return;
    }
    setBusy(true);
    try {
      const accessToken = await facebookLogin(facebook);
      if (!accessToken) {
        // §4: cancelling the Facebook login is only logged.
        console.info('Facebook login was cancelled.');
        return;
      }
      // §7 asks the social profile with these fields; the BFF asks Facebook again and trusts only that answer.
      await new Promise<void>((resolve) =>
        facebook.api('/me', { fields: FACEBOOK_PROFILE_FIELDS }, () => resolve()),
      );
      const result = await loginWithFacebook({ variables: { accessToken, rememberMe } });
      const payload = result.data?.loginWithFacebook;
      if (payload?.viewer) {
        await onSignedIn();
        return;
      }
      void dialog.alert({ kind: 'error', title: serverMessage(payload, text('auth.login.failed')) });
    } catch {
      void dialog.alert({ kind: 'error', title: text('auth.login.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" disabled={busy} onClick={() => void signIn()}>
      <FacebookMark />
      {text('auth.facebook.button')}
    </Button>
  );
}
