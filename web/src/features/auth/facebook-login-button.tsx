import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { useDialog } from '../../components/dialog';
import { FacebookMark } from '../../components/icons';
import {
  FACEBOOK_PROFILE_FIELDS,
  facebookLogin,
  loadFacebookSdk,
  type FacebookSdk,
} from '../../lib/facebook-sdk';
import { useAccountWrite } from './use-account-write';
import { useText } from '../../i18n/use-text';

const LoginWithFacebookMutation = graphql(`
  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {
    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {
      viewer {
        id
      }
      errors {
        ...UserErrors
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
  const dialog = useDialog();
  const sdk = useRef<Promise<FacebookSdk> | null>(null);
  const [busy, setBusy] = useState(false);
  const { send: loginWithFacebook } = useAccountWrite(LoginWithFacebookMutation, {
    payload: (answer) => answer.loginWithFacebook,
    accepted: (payload) => Boolean(payload.viewer),
    tone: 'error',
  });

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
      const outcome = await loginWithFacebook({ accessToken, rememberMe }, text('auth.login.failed'));
      if (outcome.ok) await onSignedIn();
    } catch {
      void dialog.alert({ kind: 'error', title: text('auth.login.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" disabled={busy} onClick={() => void signIn()}>
      <FacebookMark size={22} onBlue />
      {text('auth.facebook.button')}
    </Button>
  );
}
