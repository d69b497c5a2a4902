// With its extension: the bundle (npm start) leaves packages to Node's resolver, which needs the file's own name.
import isEmail from 'validator/lib/isEmail.js';
import { ID_TEXT } from '../contract/common';
import type { Input } from './input';
import { validationError } from './http-error';

/**
 * Control characters (line breaks, tabs, NUL, DEL, C1), invisible format characters (zero-width spaces, direction
 * marks) and the Unicode line and paragraph separators: none belongs in an address, and a line break would end a mail
 * header built from it.
 */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Whether a text is one e-mail address and nothing more (x@y.z, as §5 asks), by the `validator` package's rules: a
 * mail header or a mailto link built from it cannot carry other recipients or parameters (`a@b.cd?cc=…`, angle
 * brackets). A quoted local part is refused too (`validator` takes `"a\r\nbcc: x@evil"@example.com`, line break
 * included), and so is any control or invisible character. Every call that takes an address checks it here
 * (`Validator.email`). The site's forms check the same rule.
 */
export function isEmailAddress(text: string): boolean {
  if (CONTROL_OR_INVISIBLE.test(text)) return false;
  return isEmail(text, { blacklisted_chars: '"' });
}

/** What the `boolean` rule accepts, as text. */
const BOOLEAN_VALUES = new Set(['true', 'false', '1', '0']);

/** Collects field messages in Laravel's shape and throws one 422 when any rule failed. */
export class Validator {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly input: Input) {}

  fail(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  required(...fields: string[]): this {
    for (const field of fields) {
      if (this.input.string(field) === '')
        this.fail(field, `The ${field.replace(/_/g, ' ')} field is required.`);
    }
    return this;
  }

  email(field: string): this {
    const value = this.input.string(field);
    if (value !== '' && !isEmailAddress(value))
      this.fail(field, `The ${field} must be a valid email address.`);
    return this;
  }

  maxLength(field: string, max: number): this {
    if (this.input.string(field).length > max) {
      this.fail(field, `The ${field.replace(/_/g, ' ')} may not be greater than ${max} characters.`);
    }
    return this;
  }

  /**
   * A list of different positive ids, at most `max` of them (the staff's ordered lists). Answers the list; a
   * failure is recorded under the field and the answer is then empty.
   */
  idList(field: string, max: number, messages: { invalid: string; tooMany: string }): number[] {
    const values = this.input.array(field);
    if (
      !values.every((id) => Number.isInteger(id) && Number(id) > 0) ||
      new Set(values).size !== values.length
    ) {
      this.fail(field, messages.invalid);
      return [];
    }
    if (values.length > max) {
      this.fail(field, messages.tooMany);
      return [];
    }
    return values as number[];
  }

  /** A boolean when sent: true, false, 1, 0 (or their text), as Laravel's `boolean` rule takes them. */
  boolean(field: string): this {
    const value = this.input.value(field);
    if (value !== undefined && value !== null && !BOOLEAN_VALUES.has(String(value).toLowerCase()))
      this.fail(field, `The ${field.replace(/_/g, ' ')} field must be true or false.`);
    return this;
  }

  /**
   * Different record ids, from 1 to `max` of them, sent as a list or as comma-separated text (`12,40`): the ids in
   * the order sent, duplicates dropped. Anything else records `message` under the field and answers [].
   */
  idSet(field: string, max: number, message: string): number[] {
    const value = this.input.value(field);
    const parts = Array.isArray(value)
      ? value.map(String)
      : typeof value === 'string' || typeof value === 'number'
        ? String(value).split(',')
        : [];
    const texts = parts.map((part) => part.trim());
    if (texts.length === 0 || texts.length > max || !texts.every((text) => ID_TEXT.test(text))) {
      this.fail(field, message);
      return [];
    }
    return [...new Set(texts.map(Number))];
  }

  /** A calendar date written `YYYY-MM-DD`. */
  date(field: string): this {
    const value = this.input.string(field);
    const parsed = new Date(`${value}T00:00:00Z`);
    if (
      value !== '' &&
      (!/^\d{4}-\d{2}-\d{2}$/.test(value) ||
        Number.isNaN(parsed.getTime()) ||
        parsed.toISOString().slice(0, 10) !== value)
    )
      this.fail(field, `The ${field.replace(/_/g, ' ')} must be a date written YYYY-MM-DD.`);
    return this;
  }

  /** Throws the failures collected, if any: 422, or `status` for a call documented to answer another. */
  check(status = 422): void {
    if (Object.keys(this.errors).length > 0) throw validationError(this.errors, status);
  }
}
