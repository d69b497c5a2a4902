import crypto from 'node:crypto';

/** A weak validator of a text: the same answer or page goes out gzip, Brotli or plain. */
export function weakEtagOf(text: string): string {
  return `W/"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
