import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';
import normalizeEmail from 'validator/lib/normalizeEmail.js';

/*
 * Who is asking, as every limit of the BFF keys it (issue 42, decision 035): a client is its IPv4 address or its
 * IPv6 /64, a member is their account id, an e-mail is its mailbox. Every limiter takes its keys from here and
 * nowhere else, so one client cannot be many by changing what a feature happened to key on.
 */

/**
 * The client behind an address (`request.ip`, which honours TRUST_PROXY): an IPv4 address itself (an IPv4-mapped
 * IPv6 address is its IPv4 address), an IPv6 address's /64. A phone or a household is given a whole /64, so a
 * script could take a new address for every request inside it. An address that does not parse is its own client.
 */
export function clientKeyOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/**
 * The mailbox an e-mail address delivers to, as limits compare them: case and Unicode forms folded, a `+tag`
 * dropped whatever the provider (most providers deliver `name+tag@` to `name@`; for a limit, folding one that does
 * not is only a little stricter), and the dots and domain aliases of providers that ignore them (Gmail's
 * `f.o.o@googlemail.com` is `foo@gmail.com`), by validator's `normalizeEmail`.
 */
export function mailboxOf(email: string): string {
  const folded = email.normalize('NFKC').trim().toLowerCase();
  const at = folded.lastIndexOf('@');
  if (at <= 0) return folded;
  const local = folded.slice(0, at).replace(/\+.*$/, '') || folded.slice(0, at);
  const domain = folded.slice(at + 1).replace(/\.$/, '');
  const normalised = normalizeEmail(`${local}@${domain}`);
  return typeof normalised === 'string' && normalised ? normalised : `${local}@${domain}`;
}

/**
 * Text that must not be kept as it is (an address, a keyword, a session token) as a key: hashed, so that counters and
 * caches (and Redis, and its logs) never hold it.
 */
export function hashedKeyOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** A mailbox as a limiter's key (`hashedKeyOf` its `mailboxOf`). */
export function mailboxKeyOf(email: string): string {
  return hashedKeyOf(mailboxOf(email));
}

/** Who is asking for an action: the client always; the member when signed in (and the limit needs it). */
export interface Asker {
  /** `clientKeyOf` the request's address. */
  client: string;
  /** The signed-in member's account id. */
  member?: number;
}

/** The asker of a request from its address (and member, when the caller knows it). */
export function askerOf(ip: string, member?: number): Asker {
  return member === undefined ? { client: clientKeyOf(ip) } : { client: clientKeyOf(ip), member };
}
