import isEmail from 'validator/es/lib/isEmail';
import type { AnyObject, Flags, Maybe, StringSchema } from 'yup';

/** Control and invisible characters, which no address holds (a line break would end a mail header). */
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Whether a text is one e-mail address and nothing more (x@y.z, as §5 asks), by the `validator` package's rules,
 * as the legacy server checks it: `a@b.cd?cc=…`, quoted local parts, angle brackets and control characters are not
 * addresses.
 */
export function isEmailAddress(text: string): boolean {
  if (CONTROL_OR_INVISIBLE.test(text)) return false;
  return isEmail(text, { blacklisted_chars: '"' });
}

/** A yup string rule: empty, or one e-mail address; `message` (a catalogue id) otherwise. */
export function emailAddress<Schema extends StringSchema<Maybe<string>, AnyObject, unknown, Flags>>(
  schema: Schema,
  message: string,
): Schema {
  return schema.test('email-address', message, (value) => !value || isEmailAddress(value));
}
