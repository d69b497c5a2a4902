import Type, { type TProperties, type TSchema } from 'typebox';
import recordId from '../../../schema/record-id.json';

/**
 * The shapes every part of the contract uses. A schema given an `$id` is printed once under the OpenAPI document's
 * `components.schemas` and referred to by name, which is also the name its generated type has in the BFF.
 */

/**
 * What a record id is, wherever the API reads one (schema/record-id.json, which the BFF and the site read too): a
 * positive decimal integer of at most 15 digits, with no sign, space, exponent, fraction or radix prefix (`0x10`,
 * `1e1`, ` 5`, `5.0` are no ids).
 */
export const ID_TEXT = new RegExp(recordId.pattern);

/** A record id in an address or a query string. */
export const IdText = Type.String({
  pattern: ID_TEXT.source,
  description: 'A record id: a positive whole number written in decimal digits.',
});

/** A record id in a JSON body: a positive integer, or its decimal digits as text (a url-encoded form). */
export const IdValue = Type.Union([Type.Integer({ minimum: 1, maximum: recordId.largest }), IdText]);

/** A yes or no as a form or JSON sends it: true, false, 1, 0, or the text of these, `on` (a checkbox), `yes`, `no`. */
export const Flag = Type.Union([
  Type.Boolean(),
  Type.Integer({ minimum: 0, maximum: 1 }),
  Type.String({
    pattern: '^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|1|0|[Oo][Nn]|[Oo][Ff][Ff]|[Yy][Ee][Ss]|[Nn][Oo])$',
  }),
]);

/** A UTC time written `YYYY-MM-DD HH:MM:SS`. */
export const Timestamp = Type.String({ description: 'A UTC time written YYYY-MM-DD HH:MM:SS.' });

/** A calendar date written `YYYY-MM-DD`. */
export const CalendarDate = Type.String({ description: 'A date written YYYY-MM-DD.' });

/** A nullable value. */
export function Nullable<T extends TSchema>(schema: T, description?: string) {
  return Type.Union([schema, Type.Null()], description ? { description } : {});
}

/** The parameters of an address with one id segment, e.g. `/api/portfolio/{id}`. */
export function idParams<Name extends string>(name: Name) {
  return Type.Object({ [name]: IdText } as { [key in Name]: typeof IdText });
}

/** Every answer repeats the HTTP status. */
const status = { status: Type.Integer({ description: 'The HTTP status, repeated.' }) };

/** `{ status, message }`: the answer of a change with nothing more to say. */
export const Message = Type.Object({ ...status, message: Type.String() }, { $id: 'Message' });

/** An answer's fields beside its status (and message). */
export function Answer<Properties extends TProperties>(properties: Properties) {
  return Type.Object({ ...status, ...properties });
}

/** `{ status, data }`. */
export function Data<T extends TSchema>(data: T) {
  return Type.Object({ ...status, data });
}

/** `{ status, message, data }`: a change and what it made. */
export function MessageData<T extends TSchema>(data: T) {
  return Type.Object({ ...status, message: Type.String(), data });
}

/** Laravel's paginator at the top level beside `status`, with the list's own extra fields. */
export function Paged<T extends TSchema, Extra extends TProperties = TProperties>(item: T, extra?: Extra) {
  return Type.Object({
    ...status,
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
    from: Nullable(Type.Integer({ description: 'Null on a page past the end.' })),
    to: Nullable(Type.Integer()),
    data: Type.Array(item),
    ...(extra ?? ({} as Extra)),
  });
}

/** The answer of every refusal: 4xx and 5xx. */
export const Failure = Type.Object(
  {
    ...status,
    message: Type.String(),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: "Laravel's field messages: each field that was refused, with why.",
      }),
    ),
  },
  { $id: 'Failure' },
);
