/** What the site uses of the Facebook JavaScript SDK (v7.0). */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status: string; authResponse?: { accessToken: string } | null }) => void,
    options?: { scope?: string },
  ): void;
  api(path: string, params: Record<string, string>, callback: (response: unknown) => void): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const FACEBOOK_SDK_VERSION = 'v7.0';
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
/** The social profile fields of §7, with a 150×150 picture. */
export const FACEBOOK_PROFILE_FIELDS = 'id,name,email,first_name,last_name,picture.width(150).height(150)';
/** The photo fields of §7, for the get-Facebook-photos button. */
export const FACEBOOK_PHOTO_FIELDS = 'id,name,photos{images,name,width,height}';

let loading: Promise<FacebookSdk> | null = null;

/**
 * Loads the SDK once, only when a screen that needs it asks, and only with an app id (the BFF's
 * `facebookAppId`): without one the Facebook buttons are not shown at all.
 */
export function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  if (loading) return loading;
  loading = new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const sdk = window.FB;
      if (!sdk) return reject(new Error('The Facebook SDK did not start.'));
      sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.id = 'facebook-jssdk';
    script.async = true;
    script.defer = true;
    script.crossOrigin = 'anonymous';
    script.src = FACEBOOK_SDK_URL;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The Facebook SDK could not be loaded.'));
    };
    document.body.appendChild(script);
  });
  return loading;
}

/** Asks the member to sign in with Facebook; resolves with the user access token, or null when they cancel. */
export function facebookLogin(sdk: FacebookSdk, scope = 'public_profile,email'): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login(
      (response) =>
        resolve(response.status === 'connected' ? (response.authResponse?.accessToken ?? null) : null),
      { scope },
    );
  });
}
