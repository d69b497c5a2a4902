import type { IncomingMessage } from 'node:http';
import { ID_TEXT } from '../contract/common';
import { HttpError } from './http-error';

/** Largest JSON or form body accepted; uploads have their own, larger limit. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Reads a whole request body, refusing with 413 once it passes `maxBytes`. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new HttpError(413, 'The request body is too large.');
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of request) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw new HttpError(413, 'The request body is too large.');
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client went away mid-body: its fault, not the server's, and nobody is left to read the answer.
    throw new HttpError(400, 'The request body was cut short.');
  }
  return Buffer.concat(chunks);
}

/** A record id written as text (`ID_TEXT`), else undefined (no record has it). */
export function idFromPath(segment: string | undefined): number | undefined {
  if (segment === undefined || !ID_TEXT.test(segment)) return undefined;
  return Number(segment);
}

/**
 * The request's parameters, as Laravel's `$request->input()` sees them: the query string merged with a
 * JSON or url-encoded body (the body wins).
 */
export class Input {
  constructor(
    private readonly values: Record<string, unknown>,
    /** The body alone, as sent (absent for a request without one). */
    readonly body?: Record<string, unknown>,
  ) {}

  static async from(request: IncomingMessage, url: URL): Promise<Input> {
    const values: Record<string, unknown> = Object.fromEntries(url.searchParams.entries());
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE')
      return new Input(values);
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const body = await readBody(request, MAX_BODY_BYTES);
    if (body.length === 0) return new Input(values);
    if (type === 'application/json' || type === '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new HttpError(400, 'The request body must be a JSON object.');
      }
      return new Input(
        { ...values, ...(parsed as Record<string, unknown>) },
        parsed as Record<string, unknown>,
      );
    }
    if (type === 'application/x-www-form-urlencoded') {
      const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
      return new Input({ ...values, ...form }, form);
    }
    throw new HttpError(415, 'Send the body as application/json or application/x-www-form-urlencoded.');
  }

  has(name: string): boolean {
    const value = this.values[name];
    return value !== undefined && value !== null && value !== '';
  }

  value(name: string): unknown {
    return this.values[name];
  }

  /** A trimmed string; numbers are accepted as their text, anything else is ''. */
  string(name: string): string {
    const value = this.values[name];
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return '';
  }

  /**
   * A whole number written plainly (`16`, `-3`: a JSON number, or decimal digits without a space, a `+`, a leading
   * zero, an exponent, a fraction or a radix prefix), or undefined. Ids are read with it, so `016`, ` 16`, `1e1` and
   * `0x10` never name another record (issue 42); anything else is as if absent.
   */
  integer(name: string): number | undefined {
    const value = this.values[name];
    if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
    if (typeof value !== 'string' || !/^-?(0|[1-9]\d{0,14})$/.test(value)) return undefined;
    return Number(value);
  }

  boolean(name: string): boolean {
    const value = this.values[name];
    if (typeof value === 'boolean') return value;
    return ['1', 'true', 'on', 'yes'].includes(this.string(name).toLowerCase());
  }

  /** The 1-based page number; anything missing or invalid means page 1, as Laravel's paginator does. */
  page(): number {
    const page = this.integer('page');
    return page !== undefined && page >= 1 ? page : 1;
  }

  /** An array parameter, or [] when absent. Fails with 422 when present but not an array. */
  array(name: string): unknown[] {
    const value = this.values[name];
    if (value === undefined || value === null || value === '') return [];
    if (!Array.isArray(value))
      throw new HttpError(422, `The ${name} field must be an array.`, {
        [name]: [`The ${name} field must be an array.`],
      });
    return value;
  }
}
