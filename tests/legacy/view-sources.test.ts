import { describe, expect, it } from 'vitest';
import { canonicalSite, isHostName, sourceKind } from '../../legacy/src/insights/view-sources';

describe('canonicalSite', () => {
  it.each([
    ['l.facebook.com', 'facebook.com'],
    ['lm.facebook.com', 'facebook.com'],
    ['m.facebook.com', 'facebook.com'],
    ['WWW.Facebook.COM', 'facebook.com'],
    ['web.facebook.com', 'facebook.com'],
    ['fb.com', 'facebook.com'],
    ['fb.me', 'facebook.com'],
    ['www.messenger.com', 'facebook.com'],
    ['t.co', 'x.com'],
    ['twitter.com', 'x.com'],
    ['mobile.twitter.com', 'x.com'],
    ['x.com', 'x.com'],
    ['line.me', 'line.me'],
    ['liff.line.me', 'line.me'],
    ['lin.ee', 'line.me'],
    ['line.naver.jp', 'line.me'],
    ['www.google.co.th', 'google.com'],
    ['www.google.com', 'google.com'],
    ['google.de', 'google.com'],
    ['www.google.com.au', 'google.com'],
    ['news.google.com', 'google.com'],
    ['www.bing.com', 'bing.com'],
    ['duckduckgo.com', 'duckduckgo.com'],
    ['l.instagram.com', 'instagram.com'],
    ['www.linkedin.com', 'linkedin.com'],
    ['lnkd.in', 'linkedin.com'],
    ['th.pinterest.com', 'pinterest.com'],
    ['www.pinterest.co.uk', 'pinterest.com'],
    ['m.youtube.com', 'youtube.com'],
    ['youtu.be', 'youtube.com'],
  ])('%s is stored as %s', (host, site) => {
    expect(canonicalSite(host)).toBe(site);
  });

  it.each([
    ['www.behance.net', 'behance.net'],
    ['www.tcdc.or.th', 'tcdc.or.th'],
    ['blog.studio.co.th', 'blog.studio.co.th'],
    ['notgoogle.com', 'notgoogle.com'],
    ['google.blogspot.com', 'google.blogspot.com'],
    ['xbox.com', 'xbox.com'],
    ['www.m.example.org', 'example.org'],
    // A prefix is dropped only while a domain remains.
    ['m.me', 'm.me'],
  ])('keeps any other host as given, less its www./m./l./lm./mobile. prefix: %s as %s', (host, site) => {
    expect(canonicalSite(host)).toBe(site);
  });
});

describe('isHostName', () => {
  it.each([
    'www.google.com',
    't.co',
    'WWW.Example.CO.TH',
    'xn--12c1fe0br.xn--o3cw4h',
    '203.0.113.7',
    'a-b.example',
  ])('takes %s', (host) => {
    expect(isHostName(host)).toBe(true);
  });

  it.each([
    'https://www.google.com',
    'www.google.com/search?q=ceramics',
    '//www.google.com',
    'google.com:443',
    'user@google.com',
    'localhost',
    'google.com.',
    'a..b',
    '-a.example',
    'a-.example',
    'a_b.example',
    'ไทย.example',
    `${'a'.repeat(64)}.example`,
    `${'a.'.repeat(127)}ab`,
    '',
  ])('refuses %s', (text) => {
    expect(isHostName(text)).toBe(false);
  });
});

describe('sourceKind', () => {
  it.each([
    ['search', 'page'],
    ['portfolio', 'page'],
    ['other', 'page'],
    ['facebook.com', 'site'],
    ['direct', 'direct'],
    ['unknown', 'unknown'],
  ])('%s is a %s', (source, kind) => {
    expect(sourceKind(source)).toBe(kind);
  });
});
