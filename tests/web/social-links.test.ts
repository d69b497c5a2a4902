import { describe, expect, it } from 'vitest';
import { socialLinkUrl } from '../../web/src/components/social-links';

describe('the address a profile link opens', () => {
  it('puts a bare handle on its network, with or without @', () => {
    expect(socialLinkUrl('facebook', 'walker')).toBe('https://www.facebook.com/walker');
    expect(socialLinkUrl('instagram', '@walker.studio')).toBe('https://www.instagram.com/walker.studio');
  });

  it('keeps an address written without its scheme (as the editor’s placeholder suggests) instead of nesting it', () => {
    expect(socialLinkUrl('facebook', 'facebook.com/walker')).toBe('https://facebook.com/walker');
    expect(socialLinkUrl('pinterest', 'www.pinterest.com/walker/')).toBe('https://www.pinterest.com/walker/');
    expect(socialLinkUrl('website', 'studio.co.th')).toBe('https://studio.co.th');
  });

  it('keeps a full address as written', () => {
    expect(socialLinkUrl('website', ' http://example.com/a ')).toBe('http://example.com/a');
    expect(socialLinkUrl('facebook', 'https://fb.me/walker')).toBe('https://fb.me/walker');
  });
});
