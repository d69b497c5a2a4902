import { GraphQLError } from 'graphql';
import { positiveIdOf } from '../protocol/record-id';
import type { GraphQLContext } from '../context';
import { MESSAGE_CODES, messageCodeOf, type MessageCode } from '../legacy/legacy-messages';
import type { ObjectFieldBuilder } from '@pothos/core';
import { isoTime } from '../legacy/legacy-time';
import { builder, type SchemaTypes } from './builder';
import { CACHE } from './cache-hints';
import { legacyCost } from './field-cost';

/** Bilingual text: both languages travel together so the TH/EN switch never refetches. */
export interface LocalizedTextShape {
  th: string;
  en: string;
}

/** English falls back to Thai when the legacy record has no English. */
export function localized(th: string | null | undefined, en: string | null | undefined): LocalizedTextShape {
  const thai = th ?? '';
  return { th: thai, en: en || thai };
}

export const LocalizedText = builder.simpleObject('LocalizedText', {
  directives: CACHE.inherit,
  description: 'A text in Thai and English. `en` holds the Thai text when no English exists.',
  fields: (t) => ({
    th: t.string({ description: 'The Thai text (the default language).' }),
    en: t.string({ description: 'The English text, or the Thai text when there is no English.' }),
  }),
});

/** The keys of `Parent` that hold a text, or nothing: the columns a field of a record reads. */
export type TextKey<Parent> = {
  [Key in keyof Parent]-?: Parent[Key] extends string | null | undefined ? Key : never;
}[keyof Parent];

/** The text the parent holds under `key`, as its TextKey promises. */
function textOf<Parent>(parent: Parent, key: TextKey<Parent>): string | null | undefined {
  return parent[key] as string | null | undefined;
}

/** A field of a text held in Thai and English in two keys of the parent (`name_th`, `name_en`), as `localized`. */
export function localizedField<Parent>(
  t: ObjectFieldBuilder<SchemaTypes, Parent>,
  th: TextKey<Parent>,
  en: TextKey<Parent>,
  description: string,
) {
  return t.field({
    type: LocalizedText,
    description,
    resolve: (parent) => localized(textOf(parent, th), textOf(parent, en)),
  });
}

export const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  description: 'A text an editor writes in Thai and English (Thai is the default language).',
  fields: (t) => ({
    th: t.string({ description: 'The Thai text.' }),
    en: t.string({ description: 'The English text.' }),
  }),
});

export interface ImageShape {
  url: string;
  fileName: string;
  width?: number | null;
  height?: number | null;
}

/**
 * The image stored as `file` in `folder`, or null when there is none (a legacy "-" or an empty name). `size` is the
 * width and height the legacy API measured, when it did: both, or neither.
 */
export function imageOf(
  context: GraphQLContext,
  folder: string,
  file: string | null | undefined,
  size?: { width?: number | null; height?: number | null },
): ImageShape | null {
  const url = context.urls.image(folder, file);
  if (!url || !file) return null;
  if (!size) return { url, fileName: file };
  const measured = size.width && size.height;
  return { url, fileName: file, width: measured ? size.width : null, height: measured ? size.height : null };
}

/** An id argument that must name a record: its number (as `positiveIdOf`), else BAD_USER_INPUT naming the argument. */
export function idOf(id: unknown, argument: string): number {
  const number = positiveIdOf(id);
  if (number === null)
    throw new GraphQLError(`The ${argument} must be an id: a positive whole number in decimal digits.`, {
      extensions: { code: 'BAD_USER_INPUT', argument },
    });
  return number;
}

/**
 * What a lookup of one record by id says of its `id` (`portfolio(id)`, `designer(id)`, …): a well-formed id that
 * names no record answers null, a malformed one is refused rather than read as no record, so a client that sent it
 * learns of its mistake.
 */
export const LOOKUP_ID_RULE =
  'An `id` that is not a positive whole number in decimal digits (`0x10`, `1e1`, ` 5`, `5.0`, `-1`) is refused with BAD_USER_INPUT naming `id`.';

/** A list of ids, each read as `idOf`. */
export function idsOf(ids: readonly unknown[], argument: string): number[] {
  return ids.map((id) => idOf(id, argument));
}

/** A narrowing id (a category, a subcategory): 0 when absent or `0` (no narrowing), else as `idOf`. */
export function optionalIdOf(id: unknown, argument: string): number {
  return id === null || id === undefined || id === 0 || id === '0' ? 0 : idOf(id, argument);
}

/** The values an edit gives, for a write that keeps what it is not given: null and absent arguments left out. */
export function givenOf<Values extends Record<string, unknown>>(
  values: Values,
): { [Key in keyof Values]?: NonNullable<Values[Key]> } {
  const given = Object.entries(values).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(given) as { [Key in keyof Values]?: NonNullable<Values[Key]> };
}

/**
 * A loader's batch of one legacy read per key: the answers in key order, a failure as that key's Error, so one key
 * that fails does not fail the others (graphql/dataloader's rule).
 */
export function eachKey<Key, Value>(
  keys: readonly Key[],
  load: (key: Key) => Promise<Value>,
): Promise<(Value | Error)[]> {
  return Promise.all(
    keys.map((key) =>
      load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  );
}

export const Image = builder.simpleObject('Image', {
  directives: CACHE.inherit,
  description: 'A stored image. Fields that may have no image are null rather than a broken URL.',
  fields: (t) => ({
    url: t.string({ description: 'Absolute URL of the image (image base + folder + file name).' }),
    fileName: t.string({ description: 'The stored file name, as uploads answer it and mutations take it.' }),
    width: t.int({
      nullable: true,
      description:
        'Width in pixels as a browser shows it, measured at upload: with `height`, a page reserves the picture’s box in its own shape before it loads. Null when not known (pictures stored before sizes were measured, and profile pictures).',
    }),
    height: t.int({
      nullable: true,
      description: 'Height in pixels as a browser shows it; null when not known.',
    }),
  }),
});

/** A field of the image stored in `folder` under the file name the parent holds in `file`; null when none. */
export function imageField<Parent>(
  t: ObjectFieldBuilder<SchemaTypes, Parent>,
  folder: string,
  file: TextKey<Parent>,
  description: string,
) {
  return t.field({
    complexity: legacyCost({ calls: 0 }),
    type: Image,
    nullable: true,
    description,
    resolve: (parent, _args, context) => imageOf(context, folder, textOf(parent, file)),
  });
}

/**
 * A field of a legacy timestamp the parent holds in `key`, in ISO 8601: null when not set, or for a field that is
 * never null (`nullable` false) an empty text.
 */
export function timeField<Parent>(
  t: ObjectFieldBuilder<SchemaTypes, Parent>,
  key: TextKey<Parent>,
  description: string,
  { nullable = false }: { nullable?: boolean } = {},
) {
  return t.field({
    type: 'DateTime',
    nullable,
    description,
    // Pothos types a field whose nullability is a variable as never null: null is answered only when `nullable`.
    resolve: (parent) => (isoTime(textOf(parent, key)) ?? (nullable ? null : '')) as string,
  });
}

export interface UserErrorShape {
  field: string | null;
  message: string;
}

export const MessageCodeEnum = builder.enumType('MessageCode', {
  description:
    'What a server message says, whatever its wording: a client shows its own text for a code in the reader’s language, and the English `message` only for a message without a code.',
  values: Object.fromEntries(
    Object.entries(MESSAGE_CODES).map(([code, { about }]) => [code, { description: about }]),
  ) as Record<MessageCode, { description: string }>,
});

/** A field that gives the code of its object's `message` (the payloads' and a user error's). */
export function messageCodeField<Shape extends { message?: string | null }>(
  t: ObjectFieldBuilder<SchemaTypes, Shape>,
) {
  return t.field({
    type: MessageCodeEnum,
    nullable: true,
    description: 'The code of `message`; null when the message has none (show `message` as it is).',
    resolve: (parent) => messageCodeOf(parent.message)?.code ?? null,
  });
}

export const UserError = builder.simpleObject(
  'UserError',
  {
    directives: CACHE.inherit,
    description:
      'A problem the person can fix, with the message to show them (the legacy server’s own message where the site shows it).',
    fields: (t) => ({
      field: t.string({
        nullable: true,
        description:
          'The input field at fault, in camelCase as in the mutation input; null when not about one field.',
      }),
      message: t.string({ description: 'The message to show, as the server words it (English).' }),
    }),
  },
  (t) => ({
    code: messageCodeField(t),
    limit: t.float({
      nullable: true,
      description:
        'The limit the message names: characters for TOO_LONG and PASSWORD_TOO_SHORT, megabytes for FILE_TOO_LARGE.',
      resolve: (error) => messageCodeOf(error.message)?.limit ?? null,
    }),
  }),
);
