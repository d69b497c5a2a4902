import { request } from 'undici';

export interface FacebookIdentity {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The 150×150 profile picture URL. */
  pictureUrl: string | null;
}

/** Facebook refused the token, or answered without an id. */
export class FacebookTokenError extends Error {}

/**
 * Asks the Graph API who an access token belongs to, with the fields §7 lists (id, name, e-mail, first and
 * last name, a 150×150 picture). The BFF never trusts an identity the browser merely claims.
 */
export async function verifyFacebookToken(graphUrl: string, accessToken: string): Promise<FacebookIdentity> {
  const url = new URL(`${graphUrl}/me`);
  url.searchParams.set('fields', 'id,name,email,first_name,last_name,picture.width(150).height(150)');
  url.searchParams.set('access_token', accessToken);
  const response = await request(url, { method: 'GET', headersTimeout: 5000, bodyTimeout: 5000 });
  const body = (await response.body.json().catch(() => ({}))) as {
    id?: string;
    email?: string;
    first_name?: string;
    last_name?: string;
    picture?: { data?: { url?: string } };
  };
  if (response.statusCode !== 200 || !body.id)
    throw new FacebookTokenError('Facebook did not accept the sign-in.');
  return {
    id: body.id,
    email: body.email ?? '',
    firstName: body.first_name ?? '',
    lastName: body.last_name ?? '',
    pictureUrl: body.picture?.data?.url ?? null,
  };
}
