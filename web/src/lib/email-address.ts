import isEmail from 'validator/es/lib/isEmail';
import type { AnyObject, Flags, Maybe, StringSchema } from 'yup';

/**
 * Whether a text is one e-mail address and nothing more (x@y.z, as §5 asks), by the `validator` package's rules,
 * as the legacy server checks it: `a@b.cd?cc=…`, quotes and angle brackets are not addresses.
 */
export function isEmailAddress(text: string): boolean {
  return isEmail(text);
}

/** A yup string rule: empty, or one e-mail address; `message` (a catalogue id) otherwise. */
export function emailAddress<Schema extends StringSchema<Maybe<string>, AnyObject, unknown, Flags>>(
  schema: Schema,
  message: string,
): Schema {
  return schema.test('email-address', message, (value) => !value || isEmailAddress(value));
}
