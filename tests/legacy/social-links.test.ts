import { describe, expect, it } from 'vitest';
import { normaliseSocialLink, normaliseWebsite } from '../../legacy/src/members/social-links';

describe('social fields as stored', () => {
  it.each([
    'walker',
    '@walker',
    'facebook.com/walker',
    'www.facebook.com/walker',
    'https://facebook.com/walker/',
    'http://www.facebook.com/walker',
    'https://m.facebook.com/walker?ref=bookmarks',
    '  fb.com/walker  ',
  ])('stores the Facebook of %j as https://www.facebook.com/walker', (typed) => {
    expect(normaliseSocialLink('facebook', typed)).toBe('https://www.facebook.com/walker');
  });

  it('keeps a dotted handle a handle, and a numeric Facebook profile its id', () => {
    expect(normaliseSocialLink('facebook', 'walker.studio')).toBe('https://www.facebook.com/walker.studio');
    expect(normaliseSocialLink('facebook', 'facebook.com/profile.php?id=1000123')).toBe(
      'https://www.facebook.com/profile.php?id=1000123',
    );
  });

  it('normalises Instagram and Pinterest the same way', () => {
    expect(normaliseSocialLink('instagram', '@walker')).toBe('https://www.instagram.com/walker');
    expect(normaliseSocialLink('instagram', 'instagram.com/walker/')).toBe(
      'https://www.instagram.com/walker',
    );
    expect(normaliseSocialLink('pinterest', 'pinterest.com/walker')).toBe('https://www.pinterest.com/walker');
    expect(normaliseSocialLink('pinterest', 'https://th.pinterest.com/walker/boards/')).toBe(
      'https://www.pinterest.com/walker/boards',
    );
  });

  it('keeps an address on another site (with https), empty values, the legacy "-" and text it cannot read', () => {
    expect(normaliseSocialLink('facebook', 'linktr.ee/walker')).toBe('https://linktr.ee/walker');
    expect(normaliseSocialLink('pinterest', 'https://example.com/a')).toBe('https://example.com/a');
    expect(normaliseSocialLink('facebook', '')).toBe('');
    expect(normaliseSocialLink('facebook', '-')).toBe('-');
    expect(normaliseSocialLink('facebook', 'วอล์กเกอร์ สตูดิโอ')).toBe('วอล์กเกอร์ สตูดิโอ');
  });

  it('gives a website without a scheme https, and leaves the rest as written', () => {
    expect(normaliseWebsite('www.studio.co.th')).toBe('https://www.studio.co.th');
    expect(normaliseWebsite('studio.co.th/about')).toBe('https://studio.co.th/about');
    expect(normaliseWebsite('http://studio.example')).toBe('http://studio.example');
    expect(normaliseWebsite('-')).toBe('-');
  });
});
