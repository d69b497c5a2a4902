import type { BffConfig } from '../config';

/**
 * The Content-Security-Policy of every answer. The site runs only its own scripts (and Facebook's SDK, for the
 * login and photo buttons); styled-components writes style elements, hence inline styles; portfolio texts may show
 * pictures from other https sites. Nothing may frame the site.
 */
export function contentSecurityPolicy(config: BffConfig): Record<string, string[] | null> {
  const facebook = ['https://connect.facebook.net', 'https://*.facebook.com'];
  const https = /^https:/i.test(config.publicUrl ?? '');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...facebook],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...facebook],
    'frame-src': ['https://*.facebook.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only an https site can upgrade its requests; on plain http (development) this would break every one.
    'upgrade-insecure-requests': https ? [] : null,
  };
}
