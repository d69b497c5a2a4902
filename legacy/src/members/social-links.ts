/**
 * A profile's social fields, stored as one address whatever form the member typed: a handle (`walker`, `@walker`),
 * an address without its scheme (`facebook.com/walker`, `www.facebook.com/walker`) or a whole one
 * (`https://facebook.com/walker/`) all become `https://www.facebook.com/walker`. Values stored before this keep
 * whatever form they have; readers build a link from any of them.
 */

export type SocialField = 'facebook' | 'instagram' | 'pinterest';

interface Network {
  /** The canonical address a handle goes under. */
  base: string;
  /** The hosts of the network, the `www.` and country ones included. */
  host: RegExp;
}

const NETWORKS: Record<SocialField, Network> = {
  facebook: {
    base: 'https://www.facebook.com/',
    host: /^(?:(?:www|m|web|mbasic|th-th|business)\.)?(?:facebook\.com|fb\.com)$/i,
  },
  instagram: { base: 'https://www.instagram.com/', host: /^(?:www\.|m\.)?(?:instagram\.com|instagr\.am)$/i },
  pinterest: {
    base: 'https://www.pinterest.com/',
    host: /^(?:[a-z]{2,3}\.)?pinterest\.(?:com|[a-z]{2}|co\.[a-z]{2})$/i,
  },
};

/** A handle as the networks allow them: letters, digits, dots, underscores and hyphens. */
const HANDLE = /^[\w.-]+$/;

/** An address written with its scheme. */
const WITH_SCHEME = /^https?:\/\//i;

/** A host followed by a path, query or nothing: `facebook.com/walker`, `www.studio.co.th`. */
const HOST_FIRST = /^([^\s/?#@]+\.[a-z]{2,})(?:[/?#]|$)/i;

function parsed(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The value of a social field as stored: '' and '-' (the legacy "none") stay as they are. */
export function normaliseSocialLink(field: SocialField, value: string): string {
  const written = value.trim();
  if (written === '' || written === '-') return written;
  const network = NETWORKS[field];
  const host = HOST_FIRST.exec(written)?.[1];
  // Without a scheme it is an address when it starts with the network's host or www., or has a path after a host;
  // otherwise a dotted name (`walker.studio`) is a handle, as the networks allow.
  const address = WITH_SCHEME.test(written)
    ? written
    : host && (network.host.test(host) || /^www\./i.test(host) || written.length > host.length)
      ? `https://${written}`
      : undefined;
  if (address === undefined) {
    const handle = written.replace(/^@/, '');
    return HANDLE.test(handle) ? `${network.base}${handle}` : written;
  }
  const url = parsed(address);
  if (!url) return written;
  if (!network.host.test(url.hostname)) return url.href;
  const path = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '');
  // Facebook's numeric profiles live at profile.php?id=…; other queries are tracking and are dropped.
  const id = url.searchParams.get('id');
  const query = field === 'facebook' && /^profile\.php$/i.test(path) && id ? `?id=${id}` : '';
  return path === '' ? url.href : `${network.base}${path}${query}`;
}

/**
 * Whether a link field may be stored as it is: none ('' or the legacy '-'), or an address a browser opens as a web
 * page (http or https, as browsers read it). Nothing else is stored: a `javascript:` or `data:` link would run in
 * the page of any client that links it.
 */
export function isWebAddress(value: string): boolean {
  return value === '' || value === '-' || parsed(value) !== undefined;
}

/** A website as stored: an address without a scheme gets https (`www.studio.co.th`); anything else as written. */
export function normaliseWebsite(value: string): string {
  const written = value.trim();
  if (written === '' || written === '-' || WITH_SCHEME.test(written)) return written;
  return HOST_FIRST.test(written) ? `https://${written}` : written;
}
