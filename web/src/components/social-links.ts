import { graphql, getFragmentData, type FragmentType } from '../graphql/generated';

export const SocialLinks_profile = graphql(`
  fragment SocialLinks_profile on Profile {
    facebook
    instagram
    pinterest
    website
  }
`);

/** The networks a profile can link to, in the order the site lists them. */
export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest' | 'website';

/** Where a bare handle on each network leads (a website has no base: it is an address of its own). */
const HANDLE_BASE: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  pinterest: 'https://www.pinterest.com/',
  website: '',
};

export interface SocialLink {
  network: SocialNetwork;
  /** The full address to open. */
  href: string;
  /** What the member wrote. */
  text: string;
}

/**
 * A full address for what a member wrote in a link field: an address with its scheme as it is; an address without
 * one (`facebook.com/walker`, `www.studio.co.th`) with https; a bare handle (`walker`, `@walker`) on its network.
 */
export function socialLinkUrl(network: SocialNetwork, value: string): string {
  const written = value.trim();
  if (/^https?:\/\//i.test(written)) return written;
  const base = HANDLE_BASE[network];
  // A host and a path (a handle may hold dots, as `walker.studio` does, but never a slash), or www.
  const looksLikeAddress = /^[^/\s@]+\.[a-z]{2,}\//i.test(written) || /^www\./i.test(written);
  if (!base || looksLikeAddress) return `https://${written}`;
  return `${base}${written.replace(/^@/, '')}`;
}

/** The links a profile shows, leaving out the empty ones (the legacy data also stores '-' for "none"). */
export function socialLinksOf(profile: FragmentType<typeof SocialLinks_profile>): SocialLink[] {
  const data = getFragmentData(SocialLinks_profile, profile);
  return (Object.keys(HANDLE_BASE) as SocialNetwork[]).flatMap((network) => {
    const text = data[network].trim();
    return text === '' || text === '-' ? [] : [{ network, href: socialLinkUrl(network, text), text }];
  });
}
